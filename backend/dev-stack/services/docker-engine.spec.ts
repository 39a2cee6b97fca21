import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { dockerEndpoint, pingDocker } from './docker-engine';

describe('dockerEndpoint', () => {
  const none = () => false;

  it('reads a unix socket from DOCKER_HOST', () => {
    expect(dockerEndpoint({ DOCKER_HOST: 'unix:///run/user/1000/docker.sock' }, none)).toEqual({
      kind: 'socket',
      path: '/run/user/1000/docker.sock',
    });
  });

  it('reads a plain tcp DOCKER_HOST', () => {
    expect(dockerEndpoint({ DOCKER_HOST: 'tcp://10.0.0.5:2375' }, none)).toEqual({
      kind: 'http',
      host: '10.0.0.5',
      port: 2375,
    });
  });

  it('leaves TLS and ssh engines to testcontainers', () => {
    expect(dockerEndpoint({ DOCKER_HOST: 'tcp://h:2376', DOCKER_TLS_VERIFY: '1' }, none)?.kind).toBe('unprobed');
    expect(dockerEndpoint({ DOCKER_HOST: 'ssh://me@h' }, none)?.kind).toBe('unprobed');
  });

  it('falls back to the usual sockets, system first', () => {
    const existing = new Set(['/var/run/docker.sock', '/home/me/.docker/run/docker.sock']);
    expect(dockerEndpoint({}, (file) => existing.has(file), '/home/me')).toEqual({
      kind: 'socket',
      path: '/var/run/docker.sock',
    });
    expect(
      dockerEndpoint({ XDG_RUNTIME_DIR: '/run/user/1000' }, (file) => file === '/run/user/1000/docker.sock'),
    ).toEqual({ kind: 'socket', path: '/run/user/1000/docker.sock' });
  });

  it('answers undefined with no sign of an engine', () => {
    expect(dockerEndpoint({}, none, '/home/me')).toBeUndefined();
  });
});

describe('pingDocker', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docker-ping-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is true when /_ping answers 200 on the socket', async () => {
    const socket = path.join(dir, 'engine.sock');
    const server = http.createServer((req, res) => {
      res.statusCode = req.url === '/_ping' ? 200 : 404;
      res.end('OK');
    });
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    await expect(pingDocker({ kind: 'socket', path: socket })).resolves.toBe(true);
    await new Promise((resolve) => server.close(resolve));
  });

  it('is false for a socket file nobody serves', async () => {
    const socket = path.join(dir, 'stale.sock');
    fs.writeFileSync(socket, '');
    await expect(pingDocker({ kind: 'socket', path: socket })).resolves.toBe(false);
  });
});
