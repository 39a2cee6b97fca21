import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * True while a process with this pid runs (EPERM means it exists but belongs to someone else). A zombie counts as
 * gone: once its parent is dead it only waits for init to reap it, which can take a while.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processState(pid) !== 'Z';
}

/** The one-letter state from /proc (R, S, Z, ...), or undefined without /proc. */
function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S ...": comm may itself contain spaces and parentheses, the state follows the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

/** The first line of a pid file (PostgreSQL's postmaster.pid, redis' pidfile, our own lock), or undefined. */
export function readPidFile(file: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.split('\n')[0]?.trim() ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The command line of a live process, or undefined when it cannot be read on this system. */
export function processCommandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    // No /proc (macOS): ps answers the same question.
  }
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A pid file's process is only ours to stop when it still runs the program that wrote the file: after a reboot the
 * same pid may belong to anything.
 */
export function livePidFromFile(file: string, programName: string): number | undefined {
  const pid = readPidFile(file);
  if (pid === undefined || !isProcessAlive(pid)) return undefined;
  const commandLine = processCommandLine(pid);
  return commandLine?.includes(programName) ? pid : undefined;
}

/** Signals a process we did not start in this run (left over by an earlier one) and waits for it to go. */
export async function stopStrayProcess(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isProcessAlive(pid);
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 200));
  return !isProcessAlive(pid);
}
