import { type OrderEventPayload, rooms } from '@sound-putter/contracts';
import type { RecordedEvent } from '../infrastructure/event-store/event-store.port';
import { pushesFor } from './order-status.pusher';

const orderId = '0b8f3c1e-5d2a-4f6b-9c7e-1a2b3c4d5e6f';
const at = '2026-12-07T04:00:00.000Z';

const recorded = (event: OrderEventPayload, globalPosition = '42'): RecordedEvent => ({
  type: event.type,
  data: event.data,
  metadata: { correlationId: 'c', causationId: null, actor: { kind: 'user', id: 'staff-1' }, channel: 'staff', at },
  eventId: 'e',
  streamId: `order-${orderId}`,
  streamPosition: 3,
  globalPosition,
  transactionId: '7',
  createdAt: at,
});

const note = (visibility: 'internal' | 'customer'): OrderEventPayload => ({
  type: 'OrderNoteAdded',
  data: { orderId, noteId: `note-${visibility}`, visibility, text: 'Grip re-wrapped', author: 'staff-1', addedAt: at },
});

describe('what each order event pushes', () => {
  it('tells the order room and the boards of a note the customer may read', () => {
    expect(pushesFor(recorded(note('customer')))).toEqual([
      {
        rooms: [rooms.order(orderId), rooms.staff],
        event: 'order/updated',
        payload: { orderId, at, position: '42' },
      },
    ]);
  });

  it('tells only the boards of a note for staff, never the order room', () => {
    const pushes = pushesFor(recorded(note('internal')));
    expect(pushes).toEqual([
      { rooms: [rooms.staff], event: 'order/updated', payload: { orderId, at, position: '42' } },
    ]);
    expect(pushes.flatMap((p) => p.rooms)).not.toContain(rooms.order(orderId));
  });

  it('tells watchers and boards of a corrected tracking number, with no status step', () => {
    const pushes = pushesFor(
      recorded({
        type: 'TrackingNumberCorrected',
        data: {
          orderId,
          carrier: 'kerry',
          trackingNumber: 'SHP4000123456',
          trackingUrl: 'https://th.kerryexpress.com/en/track/?track=SHP4000123456',
          previousTrackingNumber: 'SHP4000123465',
          correctedAt: at,
        },
      }),
    );
    expect(pushes.map((p) => [p.event, p.rooms])).toEqual([['order/updated', [rooms.order(orderId), rooms.staff]]]);
  });

  it('keeps a status step a status change, not an update', () => {
    const pushes = pushesFor(recorded({ type: 'CraftingStarted', data: { orderId, startedAt: at } }, '43'));
    expect(pushes.map((p) => p.event)).toEqual(['order/statusChanged']);
    expect(pushes[0].payload).toMatchObject({ orderId, status: 'crafting', position: '43', cancelled: false });
  });
});
