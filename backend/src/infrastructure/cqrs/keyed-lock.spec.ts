import { setTimeout as sleep } from 'node:timers/promises';
import { KeyedLock } from './keyed-lock';

describe('KeyedLock', () => {
  it('runs work on the same key one at a time, in arrival order', async () => {
    const lock = new KeyedLock();
    const trace: string[] = [];
    const job = (name: string, ms: number) =>
      lock.run('stream-a', async () => {
        trace.push(`${name}:start`);
        await sleep(ms);
        trace.push(`${name}:end`);
        return name;
      });
    const results = await Promise.all([job('first', 20), job('second', 1), job('third', 5)]);
    expect(results).toEqual(['first', 'second', 'third']);
    expect(trace).toEqual(['first:start', 'first:end', 'second:start', 'second:end', 'third:start', 'third:end']);
  });

  it('lets different keys run side by side', async () => {
    const lock = new KeyedLock();
    let running = 0;
    let peak = 0;
    const job = (key: string) =>
      lock.run(key, async () => {
        peak = Math.max(peak, ++running);
        await sleep(10);
        running--;
      });
    await Promise.all([job('a'), job('b'), job('c')]);
    expect(peak).toBe(3);
  });

  it('releases the key when the work throws, and passes the error on', async () => {
    const lock = new KeyedLock();
    await expect(
      lock.run('k', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(lock.run('k', async () => 'after')).resolves.toBe('after');
  });

  it('forgets idle keys so long-lived processes do not grow the map', async () => {
    const lock = new KeyedLock();
    await Promise.all([lock.run('x', async () => 1), lock.run('x', async () => 2), lock.run('y', async () => 3)]);
    expect((lock as unknown as { tails: Map<string, unknown> }).tails.size).toBe(0);
  });
});
