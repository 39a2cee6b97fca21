import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

export interface StopStep {
  signal: NodeJS.Signals;
  /** How long to wait for the process to exit before the next step. */
  waitMs: number;
}

export interface ManagedProcessOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  /**
   * Own process group: a terminal's Ctrl-C then reaches only the launcher, which stops the children in order (the
   * API before the database it is draining into) instead of all of them at once.
   */
  ownProcessGroup: boolean;
  /** Send stop signals to the whole group (the process and anything it started), not only to the process. */
  signalGroup?: boolean;
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** How many recent output lines to keep for error messages. */
  keepLines?: number;
}

/** A child process with a known exit, a bounded memory of its output, and an escalating stop. */
export class ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<ExitInfo>;
  private exit?: ExitInfo;
  private readonly recent: string[] = [];
  private readonly keepLines: number;
  private readonly groupSignals: boolean;

  constructor(private readonly options: ManagedProcessOptions) {
    this.name = options.name;
    this.keepLines = options.keepLines ?? 40;
    this.groupSignals = options.ownProcessGroup && (options.signalGroup ?? false);
    this.child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      uid: options.uid,
      gid: options.gid,
      detached: options.ownProcessGroup,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise<ExitInfo>((resolve) => {
      this.child.once('error', (error) => {
        // 'error' without a pid means the spawn itself failed (missing binary, permissions): no 'exit' follows.
        if (this.child.pid === undefined) {
          this.exit = { code: null, signal: null, error };
          resolve(this.exit);
        }
      });
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
    for (const stream of ['stdout', 'stderr'] as const) {
      const source = this.child[stream];
      if (!source) continue;
      readline.createInterface({ input: source, crlfDelay: Infinity }).on('line', (line) => {
        this.recent.push(line);
        if (this.recent.length > this.keepLines) this.recent.shift();
        options.onLine?.(line, stream);
      });
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.pid !== undefined && this.exit === undefined;
  }

  get exitInfo(): ExitInfo | undefined {
    return this.exit;
  }

  recentOutput(): string[] {
    return [...this.recent];
  }

  /** Sends a signal; false when the process is already gone. */
  signal(signal: NodeJS.Signals, wholeGroup = this.groupSignals): boolean {
    const pid = this.child.pid;
    if (pid === undefined || this.exit) return false;
    try {
      process.kill(wholeGroup ? -pid : pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  /** Walks the steps until the process exits; the last resort is always SIGKILL to the whole group. */
  async stop(steps: StopStep[]): Promise<ExitInfo> {
    for (const step of steps) {
      if (!this.running) break;
      this.signal(step.signal);
      if (await this.exitWithin(step.waitMs)) break;
    }
    if (this.running) {
      this.killNow();
      await this.exitWithin(5000);
    }
    return this.exit ?? { code: null, signal: 'SIGKILL' };
  }

  /** Synchronous, for process 'exit' handlers where nothing asynchronous runs any more. */
  killNow(): void {
    this.signal('SIGKILL', this.options.ownProcessGroup);
  }

  describeExit(): string {
    const info = this.exit;
    if (!info) return `${this.name} is still running`;
    if (info.error) return `${this.name} could not be started: ${info.error.message}`;
    return info.signal ? `${this.name} was killed by ${info.signal}` : `${this.name} exited with code ${info.code}`;
  }

  /** For a wait on a server's start: its exit and last output once it has died, else undefined. */
  exitedWhileStarting(): Error | undefined {
    return this.running
      ? undefined
      : new Error(`${this.describeExit()} while starting:\n${this.recentOutput().join('\n')}`);
  }

  private async exitWithin(ms: number): Promise<boolean> {
    if (!this.running) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const result = await Promise.race([this.exited.then(() => true as const), timeout]);
    clearTimeout(timer);
    return result;
  }
}
