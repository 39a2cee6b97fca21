import os from 'node:os';

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** The small logger the launcher and the test set-up share; the app processes use pino. */
export interface RuntimeLog {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

// Same numbers as pino, so the launcher's lines sort and filter together with the API's and the worker's.
const LEVELS: Record<LogLevel | 'silent', number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

export function levelNumber(level: string | undefined): number {
  return LEVELS[(level ?? 'info') as LogLevel] ?? LEVELS.info;
}

/** One pino-shaped JSON object per line. */
export function formatJsonLine(
  name: string,
  level: LogLevel,
  msg: string,
  fields: Record<string, unknown> = {},
  now: Date = new Date(),
): string {
  return JSON.stringify({
    level: LEVELS[level],
    time: now.getTime(),
    pid: process.pid,
    hostname: os.hostname(),
    name,
    ...fields,
    msg,
  });
}

export function createJsonLog(
  name: string,
  minLevel: string | undefined,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): RuntimeLog {
  const min = levelNumber(minLevel);
  const at =
    (level: LogLevel) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (LEVELS[level] >= min) write(formatJsonLine(name, level, msg, fields));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** Plain lines on stderr, for jest's global set-up where JSON would only be noise between test reports. */
export function createPlainLog(prefix: string, verbose = false): RuntimeLog {
  const write = (msg: string, fields?: Record<string, unknown>) =>
    process.stderr.write(
      `${prefix} ${msg}${fields && Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ''}\n`,
    );
  return {
    debug: (msg, fields) => {
      if (verbose) write(msg, fields);
    },
    info: write,
    warn: write,
    error: write,
  };
}
