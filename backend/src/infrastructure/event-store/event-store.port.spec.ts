import { compareLogPositions, LOG_START, type LogPosition } from './event-store.port';

const at = (transactionId: string, globalPosition: string): LogPosition => ({ transactionId, globalPosition });

describe('compareLogPositions', () => {
  it('orders by transaction id first, whatever the global positions say', () => {
    // A transaction that began earlier but inserted later still comes first in the log.
    expect(compareLogPositions(at('100', '9'), at('101', '2'))).toBe(-1);
    expect(compareLogPositions(at('101', '2'), at('100', '9'))).toBe(1);
  });

  it('orders by global position inside one transaction', () => {
    expect(compareLogPositions(at('7', '3'), at('7', '4'))).toBe(-1);
    expect(compareLogPositions(at('7', '4'), at('7', '3'))).toBe(1);
    expect(compareLogPositions(at('7', '4'), at('7', '4'))).toBe(0);
  });

  it('compares as 64-bit integers, not as strings or doubles', () => {
    expect(compareLogPositions(at('9', '1'), at('10', '1'))).toBe(-1);
    expect(compareLogPositions(at('18446744073709551614', '1'), at('18446744073709551615', '1'))).toBe(-1);
    expect(compareLogPositions(at('5', '9007199254740993'), at('5', '9007199254740992'))).toBe(1);
  });

  it('puts LOG_START before every real position', () => {
    expect(compareLogPositions(LOG_START, at('3', '1'))).toBe(-1);
    expect(compareLogPositions(LOG_START, LOG_START)).toBe(0);
  });

  it('sorts a shuffled list into log order', () => {
    const positions = [at('12', '5'), at('10', '7'), at('12', '1'), at('11', '2'), at('10', '3')];
    expect([...positions].sort(compareLogPositions)).toEqual([
      at('10', '3'),
      at('10', '7'),
      at('11', '2'),
      at('12', '1'),
      at('12', '5'),
    ]);
  });
});
