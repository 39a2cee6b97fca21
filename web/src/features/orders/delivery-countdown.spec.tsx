import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DeliveryCountdown } from './delivery-countdown';

/** The order page in English (a mailed link's ?lang=en), or as a shopper who has not chosen sees it: Thai. */
const render = (ui: ReactElement, route = '/orders/o1?lang=en') => renderWithProviders(ui, { route });

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const countdown = () => screen.getByTestId('countdown');

describe('DeliveryCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('ticks every second against the 24 hours, then turns overdue and counts the time past', () => {
    const order = { status: 'crafting' as const, deliveryDeadline: iso(NOW + 3_000), deliveredAt: null };
    render(<DeliveryCountdown order={order} />);
    expect(countdown()).toHaveAttribute('data-state', 'running');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:03');
    expect(countdown()).toHaveTextContent('of 24 hours');

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:02');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:01');

    act(() => jest.advanceTimersByTime(2_000));
    expect(countdown()).toHaveAttribute('data-state', 'overdue');
    expect(countdown()).toHaveTextContent('Overdue');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:01');
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00:01');
  });

  it('shows a full day left right after confirmation', () => {
    const order = { status: 'confirmed' as const, deliveryDeadline: iso(NOW + 24 * 3_600_000), deliveredAt: null };
    render(<DeliveryCountdown order={order} />);
    expect(screen.getByRole('timer')).toHaveTextContent('24:00:00');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('23:59:59');
  });

  it('says delivered (on time) when delivered at or before the deadline, and stops ticking', () => {
    const deadline = NOW - 60_000;
    render(
      <DeliveryCountdown
        order={{ status: 'delivered', deliveryDeadline: iso(deadline), deliveredAt: iso(deadline) }}
      />,
    );
    expect(countdown()).toHaveAttribute('data-state', 'delivered');
    expect(countdown()).toHaveTextContent('Delivered (on time)');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('says delivered without "(on time)" when it came after the deadline', () => {
    render(
      <DeliveryCountdown
        order={{ status: 'delivered', deliveryDeadline: iso(NOW - 60_000), deliveredAt: iso(NOW - 59_000) }}
      />,
    );
    expect(countdown()).toHaveTextContent('Delivered');
    expect(countdown()).not.toHaveTextContent('(on time)');
  });

  it('waits for the payment before the clock starts', () => {
    render(<DeliveryCountdown order={{ status: 'pending', deliveryDeadline: null, deliveredAt: null }} />);
    expect(countdown()).toHaveAttribute('data-state', 'not-started');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('in Thai says its hours in Thai: no "of 24 hours" on the Thai page (issue 34)', () => {
    const order = { status: 'crafting' as const, deliveryDeadline: iso(NOW + 3_000), deliveredAt: null };
    render(<DeliveryCountdown order={order} />, '/orders/o1');
    expect(countdown()).toHaveTextContent('จาก 24 ชั่วโมง');
    expect(countdown()).not.toHaveTextContent('of 24 hours');
    act(() => jest.advanceTimersByTime(4_000));
    expect(countdown()).toHaveTextContent('เกินกำหนด');
    expect(countdown()).not.toHaveTextContent(/overdue/i);
  });
});
