import type { OrderStatusChangedPayload, StaffOrderNotice } from '@sound-putter/contracts';
import { FakeTrackingSocket } from '../testing/fake-tracking-socket';
import { joinStaffRoom, type StaffRoomHandlers, type StaffRoomState } from './staff-room';
import { setTrackingSocketFactory, type TrackingSocketOptions } from './tracking-socket';

const change = (position: string): OrderStatusChangedPayload => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  status: 'crafting',
  progress: 50,
  at: '2026-11-22T10:00:00.000Z',
  position,
  cancelled: false,
});
const notice = (position: string): StaffOrderNotice => ({
  orderId: '00000000-0000-4000-8000-000000000002',
  shortId: '00000002',
  at: '2026-11-22T10:00:00.000Z',
  deliveryDeadline: null,
  position,
});

describe('joinStaffRoom', () => {
  let fake: FakeTrackingSocket;
  let options: TrackingSocketOptions[];
  let states: StaffRoomState[];
  let handlers: jest.Mocked<StaffRoomHandlers>;

  beforeEach(() => {
    fake = new FakeTrackingSocket();
    options = [];
    states = [];
    setTrackingSocketFactory((o) => {
      options.push(o);
      return fake.asSocket();
    });
    handlers = {
      onStatusChanged: jest.fn(),
      onNotice: jest.fn(),
      onUpdated: jest.fn(),
      onReconnect: jest.fn(),
      onState: jest.fn((state: StaffRoomState) => void states.push(state)),
    };
  });
  afterEach(() => setTrackingSocketFactory());

  it('asks for the staff room and reports the connection going live', () => {
    joinStaffRoom(handlers);
    expect(options).toEqual([{ staff: true }]);
    fake.connect();
    expect(states).toEqual(['connecting', 'live']);
    expect(handlers.onReconnect).not.toHaveBeenCalled();
  });

  it('asks the board to reload after every reconnection, recovered or not', () => {
    joinStaffRoom(handlers);
    fake.connect();
    fake.drop();
    fake.connect({ recovered: true });
    fake.drop();
    fake.connect({ recovered: false });
    expect(states).toEqual(['connecting', 'live', 'offline', 'live', 'offline', 'live']);
    expect(handlers.onReconnect).toHaveBeenCalledTimes(2);
  });

  it('passes each change and notice once, however often it is pushed', () => {
    joinStaffRoom(handlers);
    fake.connect();
    fake.statusChanged(change('10'));
    fake.statusChanged(change('10'));
    fake.statusChanged(change('9'));
    fake.statusChanged(change('11'));
    fake.push('order/placed', notice('12'));
    fake.push('order/placed', notice('12'));
    fake.push('order/overdue', notice('12'));
    expect(handlers.onStatusChanged.mock.calls.map(([c]) => c.position)).toEqual(['10', '11']);
    expect(handlers.onNotice.mock.calls.map(([kind, n]) => [kind, n.position])).toEqual([
      ['placed', '12'],
      ['overdue', '12'],
    ]);
  });

  it('passes an order updated once per position, apart from its status changes', () => {
    joinStaffRoom(handlers);
    fake.connect();
    const orderId = '00000000-0000-4000-8000-000000000001';
    fake.statusChanged(change('10'));
    fake.push('order/updated', { orderId, at: '2026-11-22T10:01:00.000Z', position: '11' });
    fake.push('order/updated', { orderId, at: '2026-11-22T10:01:00.000Z', position: '11' });
    fake.push('order/updated', { orderId, at: '2026-11-22T10:02:00.000Z', position: '13' });
    expect(handlers.onUpdated.mock.calls.map(([u]) => u.position)).toEqual(['11', '13']);
    expect(handlers.onStatusChanged).toHaveBeenCalledTimes(1);
  });

  it('reports a refused room: forbidden at the handshake, or the server closing the socket', () => {
    joinStaffRoom(handlers);
    (fake as unknown as { fire(event: string, ...args: unknown[]): void }).fire(
      'connect_error',
      Object.assign(new Error('forbidden'), { data: { code: 'forbidden' } }),
    );
    expect(states.at(-1)).toBe('refused');
    fake.connect();
    (fake as unknown as { fire(event: string, ...args: unknown[]): void }).fire('disconnect', 'io server disconnect');
    expect(states.at(-1)).toBe('refused');
    fake.drop();
    expect(states.at(-1)).toBe('offline');
  });

  it('stops reporting and closes the socket when the board leaves', () => {
    const leave = joinStaffRoom(handlers);
    fake.connect();
    leave();
    expect(fake.connected).toBe(false);
    fake.statusChanged(change('20'));
    fake.connect();
    expect(handlers.onStatusChanged).not.toHaveBeenCalled();
    expect(states).toEqual(['connecting', 'live']);
  });
});
