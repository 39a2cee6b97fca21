import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive, livePidFromFile, processCommandLine, readPidFile, stopStrayProcess } from './process-files';

describe('process files', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pid-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the first line of a pid file (postmaster.pid has more lines)', () => {
    const file = path.join(dir, 'postmaster.pid');
    fs.writeFileSync(file, '4242\n/data\n1700000000\n54329\n');
    expect(readPidFile(file)).toBe(4242);
    expect(readPidFile(path.join(dir, 'missing.pid'))).toBeUndefined();
    fs.writeFileSync(file, 'not a pid\n');
    expect(readPidFile(file)).toBeUndefined();
  });

  it('knows this process is alive and a made-up one is not', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(0)).toBe(false);
    expect(isProcessAlive(2 ** 22 + 12345)).toBe(false);
  });

  it('accepts a pid file only while its process runs the named program', () => {
    const file = path.join(dir, 'own.pid');
    fs.writeFileSync(file, `${process.pid}\n`);
    expect(processCommandLine(process.pid)).toContain('node');
    expect(livePidFromFile(file, 'node')).toBe(process.pid);
    expect(livePidFromFile(file, 'redis-server')).toBeUndefined();
  });

  it('stops a stray process, with SIGKILL when it ignores the polite signal', async () => {
    const stubborn = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    // Wait for the handler, not for a fixed time: a busy machine can take longer than any guess to start node.
    await new Promise((r) => stubborn.stdout.once('data', r));
    const exited = new Promise((resolve) => stubborn.once('exit', (_code, signal) => resolve(signal)));
    await expect(stopStrayProcess(stubborn.pid!, 'SIGTERM', 300)).resolves.toBe(true);
    await expect(exited).resolves.toBe('SIGKILL');
  });
});
