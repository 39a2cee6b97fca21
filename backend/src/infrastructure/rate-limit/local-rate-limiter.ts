import type { RateRule, Verdict } from './rate-limiter';

/**
 * The same fixed windows as `RateLimiter`, in this process's memory and answered without I/O: for a limit that must
 * hold while the process is under attack and need not be shared between replicas. Bounded: when the table is full,
 * the key counted longest ago goes first.
 */
export class LocalRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Counts `cost` on one key at time `now` (ms). */
  take(rule: RateRule, key: string, now: number, cost = 1): Verdict {
    const id = `${rule.name}:${key}`;
    let window = this.windows.get(id);
    if (!window || now - window.start >= rule.windowMs) {
      this.windows.delete(id);
      // A Map iterates in insertion order, so its first key is the oldest window.
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { start: now, count: 0 };
      this.windows.set(id, window);
    }
    window.count += cost;
    const allowed = window.count <= rule.limit;
    const retryAfterMs = allowed ? 0 : window.start + rule.windowMs - now;
    return { allowed, retryAfterMs, count: window.count, counted: [{ rule, key, cost }] };
  }
}
