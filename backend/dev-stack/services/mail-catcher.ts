import fs from 'node:fs';
import path from 'node:path';
import { ManagedProcess } from './managed-process';
import { findFreePort, isPortListening, waitFor } from './net-probe';
import type { RuntimeLog } from './runtime-log';

export interface MailCatcher {
  process: ManagedProcess;
  /** Where the API and the worker send mail (SMTP on 127.0.0.1). */
  smtpUrl: string;
  /** The web inbox; MailDev's REST API is under it (`GET /api/email`). */
  inboxUrl: string;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  repoRoot: string;
  log: RuntimeLog;
  /** Preferred ports: the inbox on 1080 and SMTP on 1025, or the next free ones. */
  inboxPort?: number;
  smtpPort?: number;
  ownProcessGroup?: boolean;
  signal?: AbortSignal;
  onSpawn?: (process: ManagedProcess) => void;
}

/** MailDev's command-line program, installed with the repository's dev dependencies. */
export const maildevBin = (repoRoot: string): string =>
  path.join(repoRoot, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

export const stopMailCatcher = async (server: ManagedProcess): Promise<void> =>
  void (await server.stop([{ signal: 'SIGTERM', waitMs: 5_000 }]));

/** The preferred port when free, else the next free one of the ten after it, else any free port. */
export async function portFrom(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 10; port += 1) if (!(await isPortListening(port))) return port;
  return findFreePort();
}

/** Starts MailDev on 127.0.0.1: every mail the shop sends lands in its web inbox, none leaves the machine. */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const bin = maildevBin(options.repoRoot);
  if (!fs.existsSync(bin)) throw new Error(`MailDev is not installed (${bin}): run npm ci`);
  const smtpPort = await portFrom(options.smtpPort ?? 1025);
  const inboxPort = await portFrom(options.inboxPort ?? 1080);
  options.signal?.throwIfAborted();
  const server = new ManagedProcess({
    name: 'maildev',
    command: process.execPath,
    args: [bin, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(inboxPort), '--web-ip', '127.0.0.1'],
    cwd: options.repoRoot,
    ownProcessGroup: options.ownProcessGroup ?? true,
    onLine: (line) => options.log.debug(line, { name: 'maildev' }),
  });
  options.onSpawn?.(server);
  const stop = () => stopMailCatcher(server);
  try {
    await waitFor(
      'MailDev to listen',
      async () => (await isPortListening(smtpPort)) && (await isPortListening(inboxPort)),
      {
        timeoutMs: 30_000,
        signal: options.signal,
        failFast: () => server.exitedWhileStarting(),
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    process: server,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${inboxPort}`,
    stop,
  };
}
