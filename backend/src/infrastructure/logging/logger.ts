import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** One pino logger per process, JSON lines on stdout. Secrets and cookies are redacted. */
export const createRootLogger = (level: string, name: string): Logger =>
  pino({
    level,
    name,
    base: { pid: process.pid, service: name },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });

/** Routes Nest's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, ...rest: unknown[]) {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    this.write('error', message, context);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string) {
    if (message && typeof message === 'object' && !(message instanceof Error))
      this.logger[level]({ context, ...message });
    else if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else this.logger[level]({ context }, String(message));
  }
}
