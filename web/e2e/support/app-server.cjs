const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `npm start` (build + backend serving web and kiosk) on a free port in its own process group, and waits
 * until the API is live and the shop's index.html is served. Returns the base URL and a stop function.
 */
async function startApp({ timeoutMs = 10 * 60_000, log = process.stderr, env = {} } = {}) {
  const port = await freePort();
  // The worker's probe port too, so a run never collides with another `npm start` on the same machine.
  const workerPort = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      WORKER_PORT: String(workerPort),
      METRICS_PORT: '0',
      // Every browser test shops from 127.0.0.1, and one run places far more orders than one address may per hour.
      NEW_ORDERS_PER_IP_PER_HOUR: '10000',
      // And signs in far more accounts a minute than one address may (20): the limit's own tests are on the server
      // (auth-rate-limit.int-spec). A run once failed on it, two specs' sign-ins falling in the same minute.
      AUTH_IP_LIMIT: '10000',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm start exited (${JSON.stringify(exited)}) before the app was ready:\n${output}`);
    try {
      const [live, page] = await Promise.all([fetch(`${baseUrl}/api/health/live`), fetch(`${baseUrl}/`)]);
      if (live.ok && page.ok && (await page.text()).includes('id="root"')) break;
    } catch {
      // Not listening yet.
    }
    await sleep(1000);
  }
  if (Date.now() >= deadline) {
    stopProcessGroup(child.pid);
    throw new Error(`The app did not become ready at ${baseUrl} in time:\n${output}`);
  }
  log.write(`[e2e] app ready at ${baseUrl}\n`);
  return { baseUrl, pid: child.pid, stop: () => stopProcessGroup(child.pid) };
}

async function stopProcessGroup(pid) {
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && alive(); i++) await sleep(100);
  if (alive()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

module.exports = { startApp, stopProcessGroup, freePort };
