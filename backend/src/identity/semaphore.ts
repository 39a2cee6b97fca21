/** Raised when more callers are waiting than the queue allows. */
export class SemaphoreQueueFull extends Error {
  constructor() {
    super('Too many operations are waiting');
  }
}

/**
 * At most `limit` tasks run at once; later ones wait in FIFO order, and at most `maxQueue` may wait, so a flood is
 * refused early instead of piling up memory and latency.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueue = Infinity,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueue) throw new SemaphoreQueueFull();
      // The releasing task hands its slot over, so `running` stays counted for us.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
