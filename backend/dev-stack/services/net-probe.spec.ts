import net from 'node:net';
import { classifyPingReply, findFreePort, isPortListening, pingRedis, waitFor } from './net-probe';

/** A real TCP server on loopback that answers every connection with `reply`. */
async function serverReplying(reply: string | undefined): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => {
      if (reply !== undefined) socket.write(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}

describe('classifyPingReply', () => {
  it.each([
    ['+PONG\r\n', 'pong'],
    ['-NOAUTH Authentication required.\r\n', 'auth-required'],
    ['-WRONGPASS invalid username-password pair\r\n', 'auth-required'],
    ['HTTP/1.1 400 Bad Request\r\n', 'other'],
  ] as const)('%j is %s', (reply, answer) => {
    expect(classifyPingReply(reply)).toBe(answer);
  });
});

describe('pingRedis', () => {
  it('recognises a server that answers +PONG', async () => {
    const server = await serverReplying('+PONG\r\n');
    await expect(pingRedis(server.port)).resolves.toBe('pong');
    await server.close();
  });

  it('recognises a password-protected Redis', async () => {
    const server = await serverReplying('-NOAUTH Authentication required.\r\n');
    await expect(pingRedis(server.port)).resolves.toBe('auth-required');
    await server.close();
  });

  it('gives up on a server that never answers', async () => {
    const server = await serverReplying(undefined);
    await expect(pingRedis(server.port, '127.0.0.1', 200)).resolves.toBe('no-answer');
    await server.close();
  });

  it('says no-answer for a closed port', async () => {
    const port = await findFreePort();
    await expect(pingRedis(port)).resolves.toBe('no-answer');
  });
});

describe('isPortListening', () => {
  it('tells a listening port from a free one', async () => {
    const server = await serverReplying(undefined);
    await expect(isPortListening(server.port)).resolves.toBe(true);
    await server.close();
    await expect(isPortListening(server.port)).resolves.toBe(false);
  });
});

describe('waitFor', () => {
  it('resolves once the check passes', async () => {
    let calls = 0;
    await waitFor('three calls', async () => ++calls >= 3, { timeoutMs: 1000, intervalMs: 1 });
    expect(calls).toBe(3);
  });

  it('fails fast with the caller’s error', async () => {
    await expect(
      waitFor('never', async () => false, { timeoutMs: 5000, failFast: () => new Error('server exited') }),
    ).rejects.toThrow('server exited');
  });

  it('times out naming what it waited for', async () => {
    await expect(waitFor('the moon', async () => false, { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      'waiting for the moon',
    );
  });
});
