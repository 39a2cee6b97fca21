import type { ManagedProcess } from './managed-process';
import type { RuntimeLog } from './runtime-log';

interface Entry {
  name: string;
  stop: () => Promise<void>;
  process?: ManagedProcess;
}

/**
 * Everything started on the way up, stopped in the reverse order on the way down, also when start-up fails half way
 * or is interrupted.
 */
export class ServiceStack {
  private readonly entries: Entry[] = [];

  /** @param onProcess told of every process as soon as it is pushed (the launcher hands them to its orphan guard). */
  constructor(private readonly onProcess?: (process: ManagedProcess) => void) {}

  push(name: string, stop: () => Promise<void>, process?: ManagedProcess): void {
    this.entries.push({ name, stop, process });
    if (process) this.onProcess?.(process);
  }

  processes(): ManagedProcess[] {
    return this.entries.flatMap((entry) => (entry.process ? [entry.process] : []));
  }

  get size(): number {
    return this.entries.length;
  }

  async stopAll(log: RuntimeLog): Promise<void> {
    while (this.entries.length > 0) {
      const entry = this.entries.pop()!;
      try {
        await entry.stop();
        log.info(`Stopped ${entry.name}`);
      } catch (error) {
        log.error(`Stopping ${entry.name} failed`, { err: (error as Error).message });
      }
    }
  }

  /** Synchronous last resort for the process 'exit' event. */
  killAllNow(): void {
    for (const process of this.processes()) process.killNow();
  }
}
