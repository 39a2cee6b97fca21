// One compose project of the shop on this machine: starting it, reading it, and removing every trace of it.
import { createCompose, podman, podmanMaybe, run, serviceContainers } from './podman.mjs';

export const createStack = async ({ project, env }) => {
  const compose = await createCompose({ project, files: ['docker-compose.yml'], env });
  const base = `http://127.0.0.1:${env.HTTP_PORT}`;
  const containers = (service) => serviceContainers(project, service);
  const only = async (service) => {
    const [first] = await containers(service);
    if (!first) throw new Error(`no ${service} container`);
    return first;
  };
  const psql = async (sql) => {
    const pg = await only('postgres');
    const out = await podman('exec', pg.id, 'psql', '-U', env.POSTGRES_USER, '-d', env.POSTGRES_DB, '-Atc', sql);
    return out ? out.split('\n').map((line) => line.split('|')) : [];
  };
  const redisCli = async (...args) => podman('exec', (await only('redis')).id, 'redis-cli', ...args);
  /** The proxy's access log: which upstream answered each request (see deploy/proxy/nginx.conf). */
  const proxyLog = async () => {
    const proxy = await only('proxy');
    return (await run('podman', ['logs', proxy.id])).text.split('\n').filter((line) => line.includes('upstream='));
  };
  const upstreamOf = async (marker) => {
    const line = (await proxyLog()).findLast((l) => l.includes(marker));
    return line ? /upstream=(\S+)/.exec(line)[1] : null;
  };

  /** Removes containers, networks and volumes of the project, including any made beside compose. */
  const remove = async () => {
    await compose('down', '--volumes', '--remove-orphans', '--timeout', '5').catch(() => undefined);
    const label = `label=com.docker.compose.project=${project}`;
    const leftovers = ((await podmanMaybe('ps', '-a', '--filter', label, '--format', '{{.ID}}')) ?? '')
      .split('\n')
      .filter(Boolean);
    if (leftovers.length) await podmanMaybe('rm', '-f', '-t', '0', ...leftovers);
    const volumes = ((await podmanMaybe('volume', 'ls', '--format', '{{.Name}}')) ?? '')
      .split('\n')
      .filter((name) => name.startsWith(`${project}_`));
    if (volumes.length) await podmanMaybe('volume', 'rm', '-f', ...volumes);
    const networks = ((await podmanMaybe('network', 'ls', '--format', '{{.Name}}')) ?? '')
      .split('\n')
      .filter((name) => name.startsWith(`${project}_`));
    if (networks.length) await podmanMaybe('network', 'rm', '-f', ...networks);
  };

  /** What is left of the project after remove(): empty lists when it is gone. */
  const traces = async () => ({
    containers: (
      (await podmanMaybe(
        'ps',
        '-a',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        '--format',
        '{{.Names}}',
      )) ?? ''
    )
      .split('\n')
      .filter(Boolean),
    volumes: ((await podmanMaybe('volume', 'ls', '--format', '{{.Name}}')) ?? '')
      .split('\n')
      .filter((n) => n.startsWith(`${project}_`)),
    networks: ((await podmanMaybe('network', 'ls', '--format', '{{.Name}}')) ?? '')
      .split('\n')
      .filter((n) => n.startsWith(`${project}_`)),
  });

  return { project, env, base, compose, containers, only, psql, redisCli, proxyLog, upstreamOf, remove, traces };
};
