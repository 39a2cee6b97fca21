import { Semaphore, SemaphoreQueueFull } from './semaphore';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const semaphore = new Semaphore(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      semaphore.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(semaphore.pending).toBe(2);
    gates[1].resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect(semaphore.active).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(semaphore.run(async () => 'ok')).resolves.toBe('ok');
    expect(semaphore.active).toBe(0);
  });

  it('refuses a caller when the queue is full', async () => {
    const semaphore = new Semaphore(1, 1);
    const gate = deferred();
    const first = semaphore.run(() => gate.promise);
    const second = semaphore.run(async () => 'queued');
    await expect(semaphore.run(async () => 'third')).rejects.toBeInstanceOf(SemaphoreQueueFull);
    gate.resolve();
    await first;
    await expect(second).resolves.toBe('queued');
  });
});
