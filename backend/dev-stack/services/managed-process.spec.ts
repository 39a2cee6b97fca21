import { ManagedProcess } from './managed-process';
import { isProcessAlive } from './process-files';

const node = (script: string, ownProcessGroup = false) =>
  new ManagedProcess({
    name: 'child',
    command: process.execPath,
    args: ['-e', script],
    ownProcessGroup,
    signalGroup: true,
  });

/** Resolves once the child has printed its first line: the scripts below print after installing their handlers. */
const handlersInstalled = (child: ManagedProcess) =>
  new Promise<void>((resolve) => child.child.stdout!.once('data', () => resolve()));

describe('ManagedProcess', () => {
  it('reports the exit code and keeps the last lines of output', async () => {
    const child = new ManagedProcess({
      name: 'counter',
      command: process.execPath,
      args: ['-e', 'for (let i = 1; i <= 5; i++) console.log(i); console.error("bye"); process.exit(3)'],
      ownProcessGroup: false,
      keepLines: 3,
    });
    await expect(child.exited).resolves.toEqual({ code: 3, signal: null });
    await new Promise((r) => setImmediate(r));
    expect(child.recentOutput()).toHaveLength(3);
    expect(child.recentOutput()).toContain('bye');
    expect(child.describeExit()).toBe('counter exited with code 3');
    expect(child.running).toBe(false);
  });

  it('reports a program that cannot be started instead of throwing', async () => {
    const child = new ManagedProcess({
      name: 'ghost',
      command: '/nonexistent/program',
      args: [],
      ownProcessGroup: false,
    });
    const exit = await child.exited;
    expect(exit.error?.message).toContain('ENOENT');
    expect(child.describeExit()).toContain('ghost could not be started');
  });

  it('stops with the first signal when the process honours it', async () => {
    const child = node(
      "process.on('SIGTERM', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000)",
      true,
    );
    await handlersInstalled(child);
    await expect(child.stop([{ signal: 'SIGTERM', waitMs: 5000 }])).resolves.toEqual({ code: 0, signal: null });
  });

  it('escalates to SIGKILL after the grace period', async () => {
    const child = node("process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)", true);
    await handlersInstalled(child);
    const started = Date.now();
    const exit = await child.stop([{ signal: 'SIGTERM', waitMs: 300 }]);
    expect(exit.signal).toBe('SIGKILL');
    // Not a stopwatch: the child ignores SIGTERM, so its own exit by SIGKILL (not the answer stop gives when even
    // that exit is not seen) shows the escalation happened.
    await expect(child.exited).resolves.toEqual({ code: null, signal: 'SIGKILL' });
    process.stdout.write(
      `[managed-process] SIGKILL ended the child that ignored SIGTERM, ${Date.now() - started} ms after the stop began\n`,
    );
  });

  it('takes down what the child started when signalling its group', async () => {
    // The child starts a grandchild and ignores SIGTERM itself: only the group kill reaches the grandchild.
    const child = node(
      "const { spawn } = require('child_process');" +
        "const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });" +
        'console.log(g.pid); setInterval(() => {}, 1000)',
      true,
    );
    const grandchild = await new Promise<number>((resolve) =>
      child.child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    await child.stop([{ signal: 'SIGTERM', waitMs: 3000 }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(isProcessAlive(grandchild)).toBe(false);
  });
});
