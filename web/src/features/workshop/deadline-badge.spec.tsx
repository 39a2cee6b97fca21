import type { OrderView } from '@sound-putter/contracts';
import { act, render, screen } from '@testing-library/react';
import { DeadlineBadge } from './deadline-badge';
import { NowContext, useTickingNow } from './use-now';

function Ticking({ order }: { order: OrderView }) {
  const now = useTickingNow();
  return (
    <NowContext.Provider value={now}>
      <DeadlineBadge order={order} />
    </NowContext.Provider>
  );
}

const order = (deliveryDeadline: string) =>
  ({ status: 'crafting', deliveryDeadline, deliveredAt: null }) as unknown as OrderView;

describe('DeadlineBadge', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('ticks each second and turns red when the deadline passes', () => {
    render(<Ticking order={order('2026-11-22T10:00:02Z')} />);
    const badge = screen.getByTestId('deadline');
    expect(badge).toHaveTextContent('0h 00m 02s left');
    expect(badge).toHaveAttribute('data-tone', 'amber');
    act(() => jest.advanceTimersByTime(1000));
    expect(badge).toHaveTextContent('0h 00m 01s left');
    act(() => jest.advanceTimersByTime(3000));
    expect(badge).toHaveTextContent('Overdue by 0h 00m 02s');
    expect(badge).toHaveAttribute('data-tone', 'red');
  });

  it('is green with more than 2 hours left', () => {
    render(<Ticking order={order('2026-11-22T13:00:00Z')} />);
    expect(screen.getByTestId('deadline')).toHaveTextContent('3h 00m 00s left');
    expect(screen.getByTestId('deadline')).toHaveAttribute('data-tone', 'ok');
  });
});
