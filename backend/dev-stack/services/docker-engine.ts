import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export type DockerEndpoint =
  | { kind: 'socket'; path: string }
  | { kind: 'http'; host: string; port: number }
  /** ssh://, TLS or a named pipe: no cheap probe; testcontainers is left to decide. */
  | { kind: 'unprobed'; description: string };

/** Where a Docker engine would be, from DOCKER_HOST or the usual socket paths; undefined when there is no sign of one. */
export function dockerEndpoint(
  env: NodeJS.ProcessEnv,
  exists: (file: string) => boolean = fs.existsSync,
  home: string = os.homedir(),
): DockerEndpoint | undefined {
  const host = env.DOCKER_HOST?.trim();
  if (host) {
    if (host.startsWith('unix://')) return { kind: 'socket', path: host.slice('unix://'.length) };
    if (host.startsWith('tcp://') && env.DOCKER_TLS_VERIFY !== '1') {
      const url = new URL(host.replace(/^tcp:/, 'http:'));
      return { kind: 'http', host: url.hostname, port: Number(url.port || 2375) };
    }
    return { kind: 'unprobed', description: host };
  }
  const candidates = [
    '/var/run/docker.sock',
    env.XDG_RUNTIME_DIR ? path.join(env.XDG_RUNTIME_DIR, 'docker.sock') : undefined,
    path.join(home, '.docker', 'run', 'docker.sock'),
    path.join(home, '.docker', 'desktop', 'docker.sock'),
  ].filter((candidate): candidate is string => candidate !== undefined);
  const socket = candidates.find((candidate) => exists(candidate));
  return socket ? { kind: 'socket', path: socket } : undefined;
}

/** GET /_ping, the engine's own liveness call: "OK" within the timeout or no engine. */
export function pingDocker(endpoint: DockerEndpoint, timeoutMs = 1500): Promise<boolean> {
  if (endpoint.kind === 'unprobed') return Promise.resolve(true);
  return new Promise((resolve) => {
    const target =
      endpoint.kind === 'socket' ? { socketPath: endpoint.path } : { host: endpoint.host, port: endpoint.port };
    const request = http.get({ ...target, path: '/_ping', timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

export async function dockerEngineAnswers(env: NodeJS.ProcessEnv = process.env): Promise<DockerEndpoint | undefined> {
  const endpoint = dockerEndpoint(env);
  return endpoint && (await pingDocker(endpoint)) ? endpoint : undefined;
}
