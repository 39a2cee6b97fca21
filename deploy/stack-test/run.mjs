// npm run test:stack (through deploy/scripts/test-stack.sh): builds the shop's image, brings the compose stack up on
// podman, drives it through the proxy only, breaks it on purpose, follows the RUNBOOK, and removes it whatever
// happened. Prints what it did and measured; exits non-zero on the first failed check.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { checkImage } from './image-checks.mjs';
import { apiCrashDuringBurst, postgresRestart, workerCrashWithPendingDeadlines } from './faults.mjs';
import { podman, run, startHealthChecks } from './podman.mjs';
import { createReport } from './report.mjs';
import { backupAndRestore, rebuildReadModels, scaleApi } from './runbook.mjs';
import {
  checkCrossReplicaPush,
  checkPages,
  checkPurchase,
  findRoutes,
  signInAdmin,
  waitUntilReady,
} from './shop-checks.mjs';
import { eventually } from './shop.mjs';
import { createStack } from './stack.mjs';

const READY_LIMIT_SECONDS = 180;
const DEADLINE_SECONDS = 40;
const AT_RISK_SECONDS = 20;
const IMAGE = 'sound-putter:stack-test';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const report = createReport();
const env = {
  SOUND_PUTTER_TAG: 'stack-test',
  HTTP_ADDRESS: '127.0.0.1',
  HTTP_PORT: String(await freePort()),
  POSTGRES_USER: 'soundputter',
  POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  POSTGRES_DB: 'sound_putter',
  ADMIN_EMAIL: 'admin@stack-test.example',
  ADMIN_PASSWORD: `Stack-${randomBytes(9).toString('hex')}`,
  CRAFTING_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
  CRAFTING_AT_RISK_SECONDS: String(AT_RISK_SECONDS),
  LOG_LEVEL: 'warn',
  // The stack test buys with the test gateway's card on purpose (no Stripe account here); production without
  // STRIPE_SECRET_KEY refuses to start unless told so.
  PAYMENTS_TEST_GATEWAY: 'allow',
  // No SMTP server in the stack: mails wait in the outbox (the mail tests use a real SMTP server of their own).
  MAIL: 'off',
  COMPOSE_HTTP_TIMEOUT: '300',
};
const stack = await createStack({ project: process.env.SP_STACK_PROJECT ?? 'sp-stack-test', env });

/** Waits until `count` containers of a service run and pass their health check. */
const healthyWithin = (service, count, limitMs = 120_000) =>
  eventually(
    async () => {
      const healthy = (await stack.containers(service)).filter((c) => c.state === 'running' && c.health === 'healthy');
      if (healthy.length < count) throw new Error(`${service}: ${healthy.length} of ${count} healthy`);
    },
    limitMs,
    500,
  );

const showLogs = async () => {
  for (const service of ['postgres', 'redis', 'migrate', 'api', 'worker', 'proxy']) {
    for (const c of await stack.containers(service).catch(() => [])) {
      const logs = await run('podman', ['logs', '--tail', '30', c.id]).catch((e) => ({ text: String(e) }));
      process.stdout.write(
        `\n--- ${c.name} (${c.state}, restarts ${c.restarts}) ---\n${logs.text}${logs.stderr ?? ''}\n`,
      );
    }
  }
};

let stopHealthChecks = async () => undefined;
let failed = false;
try {
  await stack.remove(); // a stack left over by a killed run

  await report.step('build the image from deploy/Dockerfile', async () => {
    // While working on the test itself: SP_STACK_REUSE_IMAGE=1 keeps the image of the previous run.
    if (process.env.SP_STACK_REUSE_IMAGE === '1' && (await podman('images', '-q', IMAGE))) {
      report.line(`reusing ${IMAGE} (SP_STACK_REUSE_IMAGE=1)`);
      return;
    }
    const args = ['build', '-f', 'deploy/Dockerfile', '--build-arg', `NODE_IMAGE=${process.env.NODE_IMAGE}`];
    const t0 = Date.now();
    await run('podman', [...args, '-t', IMAGE, '.'], { timeoutMs: 1_200_000 });
    report.line(`podman build: ${((Date.now() - t0) / 1000).toFixed(0)} s (NODE_IMAGE=${process.env.NODE_IMAGE})`);
    report.metric('image build (s)', ((Date.now() - t0) / 1000).toFixed(0));
    await run('podman', [...args, '--target', 'deps', '-t', `${IMAGE}-deps`, '.'], { timeoutMs: 1_200_000 });
  });

  await report.step('image: unprivileged, no dev dependencies, no embedded PostgreSQL', () =>
    checkImage({ image: IMAGE, depsImage: `${IMAGE}-deps`, report }),
  );

  await report.step('RUNBOOK "Start": compose up -d, ready through the proxy', async () => {
    stopHealthChecks = startHealthChecks(stack.project);
    const t0 = Date.now();
    report.line(stack.compose.display('up', '-d', '--no-build'));
    await stack.compose('up', '-d', '--no-build');
    const upSeconds = (Date.now() - t0) / 1000;
    const readyAfter = upSeconds + (await waitUntilReady(stack, READY_LIMIT_SECONDS));
    report.line(
      `compose up returned after ${upSeconds.toFixed(1)} s; /api/health/ready 200 through the proxy ${readyAfter.toFixed(1)} s after the start (limit ${READY_LIMIT_SECONDS} s)`,
    );
    report.metric(`stack ready after (s, limit ${READY_LIMIT_SECONDS})`, readyAfter.toFixed(1));
    const running = [];
    for (const service of ['postgres', 'redis', 'migrate', 'api', 'worker', 'proxy']) {
      for (const c of await stack.containers(service)) {
        const ports = (await podman('port', c.id)).split('\n').filter(Boolean);
        running.push(`${c.name} ${c.state}${ports.length ? ` [${ports.join(', ')}]` : ''}`);
        if (ports.length && (service !== 'proxy' || ports.some((p) => !p.includes(`127.0.0.1:${env.HTTP_PORT}`)))) {
          throw new Error(`${c.name} publishes ${ports.join(', ')}`);
        }
      }
    }
    report.line(`containers: ${running.join('; ')}`);
    const migrate = await stack.containers('migrate');
    if (migrate.length !== 1 || migrate[0].state !== 'exited') throw new Error(`migrate: ${JSON.stringify(migrate)}`);
    if ((await stack.containers('api')).length !== 2) throw new Error('not two API replicas');
    for (const service of ['api', 'worker']) {
      const [first] = await stack.containers(service);
      const options = (await podman('exec', first.id, 'cat', '/etc/resolv.conf')).match(/^options .*$/m)?.[0];
      if (!options?.includes('timeout:1')) throw new Error(`${first.name}: resolver ${options ?? 'without options'}`);
      report.line(`${first.name} resolver: ${options}`);
      for (const server of ['postgres', 'redis']) {
        const fromHosts = (await podman('exec', first.id, 'getent', 'hosts', server)).split(/\s+/)[0];
        const { id } = await stack.only(server);
        const actual = await podman(
          'inspect',
          id,
          '--format',
          '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
        );
        if (fromHosts !== actual)
          throw new Error(`${first.name}: ${server} at ${fromHosts}, its container at ${actual}`);
        report.line(`${first.name}: ${server} from /etc/hosts ${fromHosts}, the container's address`);
      }
    }
  });

  await report.step('web shop, kiosk and API answer', () => checkPages(stack, report));
  const purchase = await report.step('anonymous purchase with the test gateway', () => checkPurchase(stack, report));
  const admin = await signInAdmin(stack);
  let routes = await findRoutes(stack);
  report.line(`affinity: ${routes.map((r) => `sp_route=${r.key} -> ${r.replica.name} (${r.replica.ip})`).join(', ')}`);
  await report.step('status change reaches Socket.IO watchers on every replica', () =>
    checkCrossReplicaPush(stack, report, { routes, admin }),
  );
  await report.step('fault: API replica killed during a burst', () =>
    apiCrashDuringBurst(stack, report, { routes, admin }),
  );
  routes = await findRoutes(stack);
  await report.step('fault: worker killed with deadline jobs pending', () =>
    workerCrashWithPendingDeadlines(stack, report, {
      routes,
      admin,
      deadlineSeconds: DEADLINE_SECONDS,
      atRiskSeconds: AT_RISK_SECONDS,
    }),
  );
  await report.step('fault: PostgreSQL restarted', () => postgresRestart(stack, report, { routes }));
  await report.step('RUNBOOK "Scale": 3 API replicas and back', async () => {
    routes = await scaleApi(stack, report, healthyWithin);
  });
  await report.step('RUNBOOK "Rebuild the read models" (with the API serving)', () =>
    rebuildReadModels(stack, report, { orders: [purchase] }),
  );
  await report.step('RUNBOOK "Back up and restore"', () => backupAndRestore(stack, report, { orders: [purchase] }));
} catch (error) {
  failed = true;
  process.stdout.write(`\n${error instanceof Error ? error.stack : String(error)}\n`);
  await showLogs();
} finally {
  await stopHealthChecks();
  await stack.remove();
  const left = await stack.traces();
  const clean = !left.containers.length && !left.volumes.length && !left.networks.length;
  report.line(
    `stack removed: ${clean ? 'no container, volume or network of the project left' : `LEFT: ${JSON.stringify(left)}`}`,
  );
  if (!clean) failed = true;
  report.summary();
}
process.exit(failed ? 1 : 0);
