/**
 * `npm run test:stack` runs the production files for real (minutes, root and podman needed); this quick test reads
 * docker-compose.yml, deploy/compose.kurrent.yml, the proxy's configuration, deploy/Dockerfile and .dockerignore and
 * checks what a broken deploy would get wrong, on every `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { findRepoRoot } from './support/local-services';
import { loadConfig } from '../src/infrastructure/config/app-config';

interface Healthcheck {
  test: string | string[];
}
interface DependsOn {
  condition: string;
}
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, DependsOn>;
  healthcheck?: Healthcheck;
  profiles?: string[];
  ports?: string[];
  expose?: string[];
  deploy?: { replicas?: number | string };
  restart?: string;
  volumes?: string[];
  extra_hosts?: string[];
  networks?: { default?: { ipv4_address?: string } };
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: { subnet?: string }[] } } };
}

const root = findRepoRoot(__dirname);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const kurrent = parse(read('deploy/compose.kurrent.yml'), { merge: true }) as ComposeFile;
const nginx = read('deploy/proxy/nginx.conf');
const dockerfile = read('deploy/Dockerfile');
const services = compose.services;
const APP_SERVICES = ['migrate', 'api', 'worker'] as const;

/** What `docker compose` makes of `${VAR:-default}` when VAR is unset. */
const withDefaults = (value: string) =>
  value.replace(/\$\{([A-Z0-9_]+):-([^}]*)\}/g, (_m, _name: string, fallback: string) => fallback);

const healthTest = (service: Service) => [service.healthcheck?.test ?? []].flat().join(' ');

describe('docker-compose.yml', () => {
  it('has the stack of the design, KurrentDB in its own compose file', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', 'postgres', 'proxy', 'redis', 'worker'].sort());
    expect(Object.keys(kurrent.services).sort()).toEqual(['api', 'kurrentdb', 'worker']);
    for (const name of ['api', 'worker']) {
      expect(kurrent.services[name].depends_on).toEqual({ kurrentdb: { condition: 'service_healthy' } });
    }
  });

  it('names the official images, each replaceable by a variable the README documents', () => {
    const readme = read('README.md');
    const expected = {
      postgres: /^\$\{POSTGRES_IMAGE:-postgres:\d+[^}]*\}$/,
      redis: /^\$\{REDIS_IMAGE:-redis:[^}]+\}$/,
      proxy: /^\$\{PROXY_IMAGE:-nginx:[^}]+\}$/,
    };
    for (const [name, pattern] of Object.entries(expected)) expect(services[name].image).toMatch(pattern);
    const nodeImage = services.api.build?.args?.NODE_IMAGE ?? '';
    expect(nodeImage).toMatch(/^\$\{NODE_IMAGE:-node:24[^}]*\}$/);
    // The Dockerfile's own default is the same image, for a plain `docker build`.
    expect(dockerfile).toContain(`ARG NODE_IMAGE=${withDefaults(nodeImage)}`);
    for (const variable of ['NODE_IMAGE', 'POSTGRES_IMAGE', 'REDIS_IMAGE', 'PROXY_IMAGE', 'HTTP_ADDRESS']) {
      expect({ variable, documented: readme.includes(`\`${variable}\``) }).toEqual({ variable, documented: true });
    }
  });

  it('starts with no environment at all: every ${VAR} has a default', () => {
    const references = [...composeText.matchAll(/(?<!\$)\$\{([^}]*)\}/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference).toMatch(/^[A-Z0-9_]+:-/);
  });

  it.each(APP_SERVICES)('%s is built from deploy/Dockerfile as the shared image', (name) => {
    expect(services[name].build).toMatchObject({ context: '.', dockerfile: 'deploy/Dockerfile' });
    expect(services[name].image).toBe(services.api.image);
  });

  it.each([
    ['migrate', 'backend/dist/cli/migrate.cli.js', 'backend/src/cli/migrate.cli.ts'],
    ['api', 'backend/dist/main.js', 'backend/src/main.ts'],
    ['worker', 'backend/dist/worker.js', 'backend/src/worker.ts'],
  ] as const)('%s runs node %s, built from a source that exists', (name, program, source) => {
    expect(services[name].command).toEqual(['node', program]);
    expect(fs.existsSync(path.join(root, source))).toBe(true);
  });

  it('runs migrations once, before any API or worker replica', () => {
    expect(services.migrate.restart).toBe('no');
    expect(services.migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    for (const name of ['api', 'worker'] as const) {
      expect(services[name].depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it('checks the health of every long-running server', () => {
    expect(healthTest(services.postgres)).toContain('pg_isready');
    expect(healthTest(services.redis)).toContain('redis-cli ping');
    expect(healthTest(kurrent.services.kurrentdb)).toContain('/health/live');
    expect(healthTest(services.api)).toContain('/api/health/ready');
    expect(healthTest(services.worker)).toContain(`:${services.worker.environment?.WORKER_PORT}/health/ready`);
    expect(healthTest(services.proxy)).toContain('/api/health/live');
  });

  it('gives the app processes production settings pointing at the compose services', () => {
    for (const name of APP_SERVICES) {
      const env = services[name].environment ?? {};
      expect(env.NODE_ENV).toBe('production');
      const database = new URL(withDefaults(env.DATABASE_URL));
      const postgres = Object.fromEntries(
        Object.entries(services.postgres.environment ?? {}).map(([key, value]) => [key, withDefaults(value)]),
      );
      expect(database.hostname).toBe('postgres');
      expect(database.username).toBe(postgres.POSTGRES_USER);
      expect(decodeURIComponent(database.password)).toBe(postgres.POSTGRES_PASSWORD);
      expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
      expect(new URL(env.REDIS_URL).hostname).toBe('redis');
      expect(Object.keys(env)).toEqual(expect.arrayContaining(['EVENTSTORE_URL', 'STRIPE_SECRET_KEY']));
    }
    expect(services.api.environment?.PORT).toBe('3000');
  });

  it('gives the app processes the addresses of postgres and redis in /etc/hosts, inside the network', () => {
    const subnet = withDefaults(compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '');
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.0\/24$/);
    const hosts = ['postgres', 'redis'].map((name) => {
      const address = withDefaults(services[name].networks?.default?.ipv4_address ?? '');
      expect(address.startsWith(subnet.replace(/0\/24$/, ''))).toBe(true);
      return `${name}:${address}`;
    });
    for (const name of APP_SERVICES) expect((services[name].extra_hosts ?? []).map(withDefaults)).toEqual(hosts);
  });

  it('passes PAYMENTS_TEST_GATEWAY through, unset by default: without a Stripe key the app refuses to start', () => {
    for (const name of ['api', 'worker'] as const) {
      const env = Object.fromEntries(
        Object.entries(services[name].environment ?? {}).map(([key, value]) => [key, withDefaults(String(value))]),
      );
      expect(services[name].environment?.PAYMENTS_TEST_GATEWAY).toBe('${PAYMENTS_TEST_GATEWAY:-}');
      expect(loadConfig({ ...env, PAYMENTS_TEST_GATEWAY: 'allow', MAIL: 'off' }).PAYMENTS_TEST_GATEWAY).toBe('allow');
      expect(() => loadConfig(env)).toThrow(/STRIPE_SECRET_KEY must be set when NODE_ENV=production/);
    }
    // The stack test buys with the test gateway's card, so it allows it on purpose.
    expect(read('deploy/stack-test/run.mjs')).toMatch(/^\s*PAYMENTS_TEST_GATEWAY: 'allow',$/m);
  });

  it('passes SMTP_URL and MAIL through, unset by default: without an SMTP server the app refuses to start', () => {
    for (const name of ['api', 'worker'] as const) {
      const env = Object.fromEntries(
        Object.entries(services[name].environment ?? {}).map(([key, value]) => [key, withDefaults(String(value))]),
      );
      expect(services[name].environment).toMatchObject({ SMTP_URL: '${SMTP_URL:-}', MAIL: '${MAIL:-}' });
      const paying = { ...env, PAYMENTS_TEST_GATEWAY: 'allow' };
      expect(() => loadConfig(paying)).toThrow(/SMTP_URL must be set when NODE_ENV=production[^\n]*MAIL=off/);
      expect(loadConfig({ ...paying, SMTP_URL: 'smtp://mail:587' }).sendsMail).toBe(true);
      expect(loadConfig({ ...paying, MAIL: 'off' }).sendsMail).toBe(false);
    }
    // The stack test has no SMTP server, so it switches mail off on purpose.
    expect(read('deploy/stack-test/run.mjs')).toMatch(/^\s*MAIL: 'off',$/m);
  });

  it('documents every variable it passes to the app in the README configuration table', () => {
    const readme = read('README.md');
    const passed = [services.api, services.worker].flatMap((service) => Object.keys(service.environment ?? {}));
    for (const variable of new Set(passed)) {
      expect({ variable, documented: readme.includes(`\`${variable}\``) }).toEqual({ variable, documented: true });
    }
  });

  it('can run several API replicas behind one port, published on the loopback address by default', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'proxy') expect({ name, ports: service.ports }).toEqual({ name, ports: undefined });
    }
    expect(Number(withDefaults(String(services.api.deploy?.replicas)))).toBeGreaterThanOrEqual(2);
    expect(services.proxy.ports).toEqual(['${HTTP_ADDRESS:-127.0.0.1}:${HTTP_PORT:-3000}:80']);
    expect(services.proxy.volumes).toEqual(['./deploy/proxy/nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
    expect(nginx).toContain('server api:3000');
    // Socket.IO's polling handshake must stay on one replica (the affinity cookie), and its upgrade must pass.
    expect(nginx).toMatch(/hash \$sp_route consistent;/);
    expect(nginx).toContain('proxy_set_header Upgrade');
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
    // /metrics lives on METRICS_PORT: reachable inside the network, never forwarded by the proxy.
    const metricsPort = services.api.environment?.METRICS_PORT;
    expect(metricsPort).toMatch(/^\d+$/);
    expect(metricsPort).not.toBe(services.api.environment?.PORT);
    expect(nginx).not.toContain(`:${metricsPort}`);
  });

  it('keeps data in named volumes', () => {
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['postgres-data', 'redis-data']);
    expect(Object.keys(kurrent.volumes ?? {})).toEqual(['kurrentdb-data']);
  });
});

describe('deploy/Dockerfile', () => {
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)\s+AS\s+(\S+)/gim)].map((match) => match[2]);
  const runtime = dockerfile.slice(dockerfile.search(/^FROM\s+\S+\s+AS\s+runtime/im));

  it('is multi-stage, ending in a runtime stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.at(-1)).toBe('runtime');
  });

  it('installs from the lockfile, builds, and drops dev dependencies', () => {
    expect(dockerfile).toMatch(/npm ci\b/);
    expect(dockerfile).toMatch(/npm run build\b/);
    expect(dockerfile).toMatch(/npm prune --omit=dev\b/);
  });

  it('copies the manifest of every workspace before installing', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it('runs as a non-root user, the API by default', () => {
    const user = /^USER\s+(\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toContain('CMD ["node", "backend/dist/main.js"]');
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output, local data and git history out of the build context', () => {
    const lines = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git']) expect(lines).toContain(entry);
  });
});
