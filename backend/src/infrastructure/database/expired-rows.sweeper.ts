import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Rows a context keeps only for a while (sessions, mailed links): it knows which are done with. */
export interface ExpiredRows {
  /** What the rows are, for the log ("ended sign-in sessions"). */
  readonly what: string;
  /** Deletes the rows that are done with; returns how many. Idempotent: several workers may sweep at once. */
  sweep(): Promise<number>;
}

/** The contexts' expired rows the worker sweeps (provided by the composition root, like the log consumers). */
export const EXPIRED_ROWS = Symbol('EXPIRED_ROWS');

/**
 * Sweeps every context's expired rows once an hour in the worker. Without it, rows of people who never come back
 * (a session, a reset link never opened, a newsletter request never confirmed) would stay forever: PDPA section 37(3)
 * asks for personal data to be erased once it is no longer needed for its purpose.
 */
@Injectable()
export class ExpiredRowsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('sweeper');
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(EXPIRED_ROWS) private readonly kinds: readonly ExpiredRows[]) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sweeps each kind; one failing does not stop the others. Returns the rows removed per kind. */
  async sweep(): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const kind of this.kinds) {
      try {
        removed[kind.what] = await kind.sweep();
        if (removed[kind.what]) this.logger.log(`removed ${removed[kind.what]} ${kind.what}`);
      } catch (err) {
        this.logger.warn({ err }, `sweeping ${kind.what} failed`);
      }
    }
    return removed;
  }
}
