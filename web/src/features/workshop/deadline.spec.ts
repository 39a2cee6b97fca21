import { AT_RISK_MS, deadlineState, formatDuration } from './deadline';

const deadline = '2026-11-22T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('deadlineState', () => {
  it('counts the time left to the deadline in hours, minutes and seconds', () => {
    expect(
      deadlineState({ status: 'crafting', deliveryDeadline: deadline, deliveredAt: null }, at('2026-11-21T12:00:01Z')),
    ).toEqual({ tone: 'ok', label: '23h 59m 59s left' });
  });

  it('turns amber under 2 hours and stays green at exactly 2 hours', () => {
    const twoHoursBefore = at(deadline) - AT_RISK_MS;
    const order = { status: 'confirmed' as const, deliveryDeadline: deadline, deliveredAt: null };
    expect(deadlineState(order, twoHoursBefore).tone).toBe('ok');
    expect(deadlineState(order, twoHoursBefore + 1000)).toEqual({ tone: 'amber', label: '1h 59m 59s left' });
  });

  it('turns red once overdue and counts the time past', () => {
    expect(
      deadlineState({ status: 'shipped', deliveryDeadline: deadline, deliveredAt: null }, at('2026-11-22T13:02:03Z')),
    ).toEqual({ tone: 'red', label: 'Overdue by 1h 02m 03s' });
  });

  it('says whether a delivered order kept the promise', () => {
    expect(
      deadlineState({ status: 'delivered', deliveryDeadline: deadline, deliveredAt: '2026-11-22T11:00:00Z' }, 0),
    ).toEqual({ tone: 'done', label: 'Delivered on time' });
    expect(
      deadlineState({ status: 'delivered', deliveryDeadline: deadline, deliveredAt: '2026-11-22T12:30:00Z' }, 0),
    ).toEqual({ tone: 'red', label: 'Delivered 0h 30m 00s late' });
  });

  it('has no countdown before payment starts the clock', () => {
    expect(deadlineState({ status: 'pending', deliveryDeadline: null, deliveredAt: null }, 0)).toEqual({
      tone: 'none',
      label: 'Clock starts at payment',
    });
  });

  it('formats long durations in hours', () => {
    expect(formatDuration(-(26 * 3600 + 61) * 1000)).toBe('26h 01m 01s');
  });
});
