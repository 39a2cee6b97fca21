// Thin wrappers over the podman and compose command lines, for the stack test.
import { execFile, spawn } from 'node:child_process';

/** Runs a command; resolves with its output, rejects with its output in the message. */
export const run = (command, args, { input, timeoutMs = 600_000, env } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out);
      const stderr = Buffer.concat(err).toString();
      if (code === 0) resolve({ stdout, text: stdout.toString(), stderr });
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${stderr.slice(-3000)}`));
    });
    if (input !== undefined) child.stdin.end(input);
    else child.stdin.end();
  });

export const podman = async (...args) => (await run('podman', args)).text.trim();

/** Quietly: for cleanup and polling, where a failure is an answer. */
export const podmanMaybe = (...args) =>
  new Promise((resolve) => execFile('podman', args, (error, stdout) => resolve(error ? null : stdout.trim())));

/** `docker compose` when the Docker CLI has it, else docker-compose (1.29 talks to podman's Docker API). */
export const composeCommand = async () => {
  const v2 = await new Promise((resolve) => execFile('docker', ['compose', 'version'], (error) => resolve(!error)));
  return v2 ? ['docker', 'compose'] : ['docker-compose'];
};

export const createCompose = async ({ project, files, env }) => {
  const [command, ...prefix] = await composeCommand();
  const args = (rest) => [...prefix, '-p', project, ...files.flatMap((f) => ['-f', f]), ...rest];
  const compose = async (...rest) => (await run(command, args(rest), { env })).text.trim();
  compose.pipe = async (input, ...rest) => (await run(command, args(rest), { env, input })).stdout;
  compose.display = (...rest) => [command, ...args(rest)].join(' ');
  return compose;
};

/** Containers of a compose service, oldest replica first: [{id, name, state, restarts}]. */
export const serviceContainers = async (project, service) => {
  const ids = (
    await podman(
      'ps',
      '-a',
      '--filter',
      `label=com.docker.compose.project=${project}`,
      '--filter',
      `label=com.docker.compose.service=${service}`,
      '--format',
      '{{.ID}}',
    )
  )
    .split('\n')
    .filter(Boolean);
  if (ids.length === 0) return [];
  const inspected = JSON.parse(await podman('inspect', ...ids));
  return inspected
    .map((c) => ({
      id: c.Id,
      name: c.Name.replace(/^\//, ''),
      state: c.State.Status,
      pid: c.State.Pid,
      restarts: c.RestartCount ?? 0,
      ip: Object.values(c.NetworkSettings?.Networks ?? {})[0]?.IPAddress ?? '',
      health: c.State.Health?.Status ?? c.State.Healthcheck?.Status ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
};

/**
 * Podman runs health checks from systemd timers; without systemd (CI containers) nobody runs them and compose would
 * wait for "healthy" forever. This runs each project container's check at the interval its healthcheck states.
 */
export const startHealthChecks = (project) => {
  let stopped = false;
  const lastRun = new Map();
  const loop = async () => {
    while (!stopped) {
      const ids = (
        (await podmanMaybe('ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.ID}}')) ??
        ''
      )
        .split('\n')
        .filter(Boolean);
      const intervals = ids.length
        ? JSON.parse((await podmanMaybe('inspect', ...ids)) ?? '[]').map((c) => [
            c.Id,
            Number(c.Config?.Healthcheck?.Interval ?? 0) / 1e6 || 30_000,
          ])
        : [];
      const due = intervals.filter(([id, every]) => Date.now() - (lastRun.get(id) ?? 0) >= every);
      await Promise.all(
        due.map(async ([id]) => {
          lastRun.set(id, Date.now());
          await podmanMaybe('healthcheck', 'run', id);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const done = loop();
  return async () => {
    stopped = true;
    await done;
  };
};

/** Kills a container's processes from the host, as a crash or the OOM killer would: its restart policy applies. */
export const crash = async (container) => {
  process.kill(container.pid, 'SIGKILL');
};
