import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startMailCatcher, stopMailCatcher } from '../services/mail-catcher';
import { ManagedProcess } from '../services/managed-process';
import { isPortListening } from '../services/net-probe';
import type { RuntimeLog } from '../services/runtime-log';
import { embeddedDataRoot, redactUrl, ServiceUnavailableError, startRunServices } from '../services/service-discovery';
import { ServiceStack } from '../services/service-stack';
import { appPorts, buildAppEnv } from './app-env';
import { formatChildLine } from './child-output';
import { acquireFolderLock, FolderLockedError } from './folder-lock';
import type { GuardMessage } from './orphan-guard';

/** The compiled programs the launcher runs, relative to the repository root. */
export const APP_ENTRIES = {
  migrate: 'backend/dist/cli/migrate.cli.js',
  api: 'backend/dist/main.js',
  worker: 'backend/dist/worker.js',
} as const;

const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const READY_PATH = '/api/health/ready';

export interface LauncherOptions {
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  log: RuntimeLog;
  /** How long the API and the worker get to finish after SIGTERM before SIGKILL. */
  graceMs?: number;
  write?: (line: string) => void;
}

class StartupError extends Error {}

/**
 * `npm start`: finds or starts PostgreSQL and Redis, migrates, runs the API and the worker, and on Ctrl-C / SIGTERM
 * or the death of any of them stops everything in order (API and worker first, then the servers it started).
 */
export class Launcher {
  private readonly stack = new ServiceStack((server) => this.guardWatch(server, 1));
  private guard?: ChildProcess;
  private readonly apps: ManagedProcess[] = [];
  private migration?: ManagedProcess;
  private readonly abort = new AbortController();
  private stopping?: Promise<number>;
  private resolveStopped!: (code: number) => void;
  /** Settles once a shutdown, whatever started it, has stopped everything. */
  private readonly stopped = new Promise<number>((resolve) => {
    this.resolveStopped = resolve;
  });
  private releaseLock?: () => void;
  private readonly log: RuntimeLog;
  private readonly write: (line: string) => void;
  private readonly graceMs: number;

  constructor(private readonly options: LauncherOptions) {
    this.log = options.log;
    this.write = options.write ?? ((line) => process.stdout.write(`${line}\n`));
    this.graceMs = options.graceMs ?? 10_000;
  }

  /** Resolves with the exit code once everything has stopped. */
  async run(): Promise<number> {
    const onSignal = (signal: NodeJS.Signals) => this.onSignal(signal);
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
    // Last resort when the launcher itself dies of an exception: no child may outlive it.
    const onExit = () => this.killEverythingNow();
    process.on('exit', onExit);
    const parentWatch = this.watchParent();
    this.startGuard();
    try {
      await this.start();
    } catch (error) {
      if (!this.stopping) this.fail(error);
    }
    const code = await this.stopped;
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
    process.off('exit', onExit);
    clearInterval(parentWatch);
    this.guard?.disconnect();
    return code;
  }

  private async start(): Promise<void> {
    const { repoRoot, env, log } = this.options;
    for (const [name, entry] of Object.entries(APP_ENTRIES)) {
      if (!fs.existsSync(path.join(repoRoot, entry))) {
        throw new StartupError(
          `${entry} (${name}) does not exist: build first with \`npm run build\` (npm start does).`,
        );
      }
    }
    const ports = appPorts(env);
    for (const { variable, port, what } of ports) {
      if (await isPortListening(port)) {
        throw new StartupError(
          `Port ${port} (${what}) is already in use. Stop the program that holds it, or set ${variable}.`,
        );
      }
    }
    const port = ports[0].port;
    const dataRoot = embeddedDataRoot(env, repoRoot);
    fs.mkdirSync(dataRoot, { recursive: true });
    this.releaseLock = acquireFolderLock(path.join(dataRoot, 'launcher.pid'));

    const services = await startRunServices({ repoRoot, env, log, stack: this.stack, signal: this.abort.signal });
    for (const server of this.stack.processes()) this.watch(server);
    log.info('Services', {
      postgres: services.postgres,
      databaseUrl: redactUrl(services.databaseUrl),
      redis: services.redis,
      redisUrl: redactUrl(services.redisUrl),
    });
    const appEnv = { ...buildAppEnv(env, services, repoRoot), ...(await this.mailEnv()) };

    this.migration = this.spawnApp('migrate', APP_ENTRIES.migrate, appEnv);
    const migrated = await this.migration.exited;
    if (this.stopping) return;
    if (migrated.code !== 0) {
      throw new StartupError(`Migrations failed: ${this.migration.describeExit()}`);
    }
    log.info('Migrations and catalog seed applied');

    for (const [name, entry] of [
      ['api', APP_ENTRIES.api],
      ['worker', APP_ENTRIES.worker],
    ] as const) {
      const app = this.spawnApp(name, entry, appEnv);
      this.apps.push(app);
      this.watch(app);
      this.log.info(`Started ${name}`, { childPid: app.pid });
    }
    void this.announceWhenReady(port);
  }

  /** Unless SMTP_URL is set (or MAIL=off), mail goes to a local MailDev: its inbox shows every mail, none leaves. */
  private async mailEnv(): Promise<NodeJS.ProcessEnv> {
    const { repoRoot, env, log } = this.options;
    if (env.SMTP_URL || env.MAIL === 'off') {
      log.info(env.SMTP_URL ? 'Mail goes to SMTP_URL' : 'MAIL=off: no mail is sent');
      return {};
    }
    const catcher = await startMailCatcher({
      repoRoot,
      log,
      signal: this.abort.signal,
      onSpawn: (server) => this.stack.push('MailDev', () => stopMailCatcher(server), server),
    });
    this.watch(catcher.process);
    log.info(`Mail catcher: every mail the shop sends is in the inbox at ${catcher.inboxUrl}`, {
      inboxUrl: catcher.inboxUrl,
      smtpUrl: catcher.smtpUrl,
      childPid: catcher.process.pid,
    });
    return { SMTP_URL: catcher.smtpUrl };
  }

  private startGuard(): void {
    try {
      this.guard = spawn(process.execPath, [path.join(__dirname, 'orphan-guard.js')], {
        detached: true,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: this.options.env,
      });
      this.guard.on('error', (error) => this.log.warn('The orphan guard could not start', { err: error.message }));
      this.log.debug('Started the orphan guard', { childPid: this.guard.pid });
      this.guard.unref();
      this.guard.channel?.unref();
    } catch (error) {
      this.log.warn('The orphan guard could not start', { err: (error as Error).message });
    }
  }

  private guardSend(message: GuardMessage): void {
    if (this.guard?.connected) this.guard.send(message, () => undefined);
  }

  private guardWatch(child: ManagedProcess, rank: number): void {
    const pid = child.pid;
    if (pid === undefined) return;
    const isPostgres = child.name === 'postgres';
    this.guardSend({
      type: 'watch',
      name: child.name,
      pid,
      rank,
      stopSignal: isPostgres ? 'SIGINT' : 'SIGTERM',
      // PostgreSQL is told on its own pid: its backends must not get the signal meant for the postmaster.
      group: !isPostgres,
    });
    void child.exited.then(() => this.guardSend({ type: 'forget', pid }));
  }

  private spawnApp(name: string, entry: string, env: NodeJS.ProcessEnv): ManagedProcess {
    const app = this.createApp(name, entry, env);
    this.guardWatch(app, 0);
    return app;
  }

  private createApp(name: string, entry: string, env: NodeJS.ProcessEnv): ManagedProcess {
    return new ManagedProcess({
      name,
      command: process.execPath,
      args: ['--enable-source-maps', path.join(this.options.repoRoot, entry)],
      cwd: this.options.repoRoot,
      env,
      ownProcessGroup: true,
      signalGroup: true,
      onLine: (line, stream) => this.write(formatChildLine(name, line, stream)),
    });
  }

  /** Any child that ends while we are not stopping takes everything down: a half-running shop is worse than none. */
  private watch(child: ManagedProcess): void {
    void child.exited.then(() => {
      if (this.stopping) return;
      this.log.error(`${child.describeExit()} unexpectedly; stopping everything`, {
        lastOutput: child.recentOutput().slice(-10),
      });
      void this.shutdown(1, `${child.name} stopped`);
    });
  }

  private async announceWhenReady(port: number): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (!this.stopping && Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${READY_PATH}`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) {
          this.log.info(`Sound Putter is ready: http://localhost:${port} (API /api, kiosk /kiosk/). Ctrl-C stops it.`);
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!this.stopping) this.log.warn(`${READY_PATH} did not answer 200 within 120 s; the API log above says why`);
  }

  /**
   * `kill <npm's pid>` reaches npm, which passes the signal to its `sh -c` but not to us: the shell dies and we are
   * left without a parent. Under npm, losing the parent therefore means "stop", like a closed terminal.
   */
  private watchParent(): NodeJS.Timeout | undefined {
    if (!this.options.env.npm_lifecycle_event) return undefined;
    const parent = process.ppid;
    const timer = setInterval(() => {
      if (process.ppid !== parent && !this.stopping) {
        this.log.warn('npm, which started the launcher, has gone away; stopping');
        void this.shutdown(0, 'parent process exited');
      }
    }, 500);
    timer.unref();
    return timer;
  }

  private onSignal(signal: NodeJS.Signals): void {
    if (!this.stopping) {
      void this.shutdown(0, `received ${signal}`);
      return;
    }
    // A second Ctrl-C means "now": no more grace for the API and the worker; the servers still stop cleanly.
    this.log.warn(`Received ${signal} again: killing the API and the worker`);
    for (const app of [...this.apps, this.migration]) app?.killNow();
  }

  private fail(error: unknown): void {
    const message = (error as Error).message ?? String(error);
    const expected =
      error instanceof ServiceUnavailableError || error instanceof StartupError || error instanceof FolderLockedError;
    // Our own messages say what to do; anything else also needs its stack to be understood.
    this.log.error(message, expected ? {} : { err: (error as Error).stack });
    // The JSON line is for log collectors; a person at the terminal should be able to read it plainly too.
    process.stderr.write(`\nnpm start could not start the shop:\n${message}\n\n`);
    void this.shutdown(1, 'start-up failed');
  }

  private shutdown(code: number, reason: string): Promise<number> {
    if (this.stopping) return this.stopping;
    this.abort.abort();
    this.stopping = (async () => {
      this.log.info('Stopping', { reason });
      const running = [...this.apps, this.migration].filter((app): app is ManagedProcess => app?.running === true);
      await Promise.all(
        running.map(async (app) => {
          const exit = await app.stop([{ signal: 'SIGTERM', waitMs: this.graceMs }]);
          this.log.info(`Stopped ${app.name}`, { code: exit.code, signal: exit.signal });
        }),
      );
      await this.stack.stopAll(this.log);
      this.releaseLock?.();
      this.log.info('Everything stopped');
      return code;
    })();
    void this.stopping.then(this.resolveStopped);
    return this.stopping;
  }

  private killEverythingNow(): void {
    for (const app of [...this.apps, this.migration]) app?.killNow();
    this.stack.killAllNow();
    this.releaseLock?.();
  }
}
