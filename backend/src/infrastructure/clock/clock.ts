/**
 * Where every handler, consumer and query reads the time. Deciders never read it: they take `now` in the command.
 * Tests bind a FakeClock instead of sleeping.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that moves only when told to. */
export class FakeClock extends Clock {
  private current: number;

  constructor(start: Date | string = '2026-03-01T08:00:00.000Z') {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}
