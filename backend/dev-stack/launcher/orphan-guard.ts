/**
 * A small process beside the launcher, in its own process group and session, holding an IPC channel to it. When the
 * launcher vanishes without stopping what it started (SIGKILL, the OOM killer, a crash in native code), the channel
 * closes and the guard stops the API, the worker and the servers in the launcher's order, so no orphan outlives it.
 * After a normal shutdown the launcher has already told it to forget everything, and it just exits.
 */
import { isProcessAlive } from '../services/process-files';
import { createJsonLog } from '../services/runtime-log';

export interface GuardWatch {
  type: 'watch';
  name: string;
  pid: number;
  /** Stop order: lower first (the API and the worker before the servers they use). */
  rank: number;
  stopSignal: NodeJS.Signals;
  /** Signal the whole process group the pid leads. */
  group: boolean;
}

export interface GuardForget {
  type: 'forget';
  pid: number;
}

export type GuardMessage = GuardWatch | GuardForget;

/** Watched processes grouped by rank, lowest rank first. */
export function stopWaves(watched: Iterable<GuardWatch>): GuardWatch[][] {
  const byRank = new Map<number, GuardWatch[]>();
  for (const entry of watched) byRank.set(entry.rank, [...(byRank.get(entry.rank) ?? []), entry]);
  return [...byRank.entries()].sort(([a], [b]) => a - b).map(([, entries]) => entries);
}

function send(entry: GuardWatch, signal: NodeJS.Signals): void {
  try {
    process.kill(entry.group ? -entry.pid : entry.pid, signal);
  } catch {
    // already gone
  }
}

async function stopWave(wave: GuardWatch[], waitMs: number): Promise<void> {
  for (const entry of wave) send(entry, entry.stopSignal);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && wave.some((entry) => isProcessAlive(entry.pid))) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const entry of wave) if (isProcessAlive(entry.pid)) send({ ...entry, group: true }, 'SIGKILL');
}

function runGuard(): void {
  const log = createJsonLog('orphan-guard', process.env.LOG_LEVEL);
  const watched = new Map<number, GuardWatch>();
  // Signals meant for the launcher's terminal are not for us; only the closed channel is.
  for (const signal of ['SIGINT', 'SIGHUP'] as const) process.on(signal, () => undefined);
  process.on('message', (message: GuardMessage) => {
    if (message.type === 'watch') watched.set(message.pid, message);
    else watched.delete(message.pid);
  });
  const onDisconnect = () => {
    const left = [...watched.values()].filter((entry) => isProcessAlive(entry.pid));
    if (left.length === 0) process.exit(0);
    log.warn('The launcher went away without stopping its processes; stopping them', {
      processes: left.map((entry) => `${entry.name}:${entry.pid}`),
    });
    void (async () => {
      for (const wave of stopWaves(left)) await stopWave(wave, 20_000);
      process.exit(0);
    })();
  };
  process.once('disconnect', onDisconnect);
  // The launcher may have finished (a start-up error) before this process got this far: no event will come then.
  if (!process.connected) onDisconnect();
}

if (require.main === module) runGuard();
