import { apiExamples, apiSchemas } from '@sound-putter/contracts/schemas';
import { serverEventPayload, serverEventSchemas, unwatchAck, watchAck } from './socket-payloads';

const leak = { customerName: 'Leak', customerEmail: 'leak@example.com', internal: true };

describe('socket payloads carry only their fields', () => {
  it.each(Object.keys(serverEventSchemas) as (keyof typeof serverEventSchemas)[])('%s', (event) => {
    // Each event's example is the one of its schema (by the schema's title).
    const example = apiExamples[serverEventSchemas[event].title as keyof typeof apiExamples] as object;
    const shaped = serverEventPayload(event, { ...example, ...leak } as never) as object;
    expect(shaped).toEqual(example);
    expect(Object.keys(shaped).sort()).toEqual(Object.keys(serverEventSchemas[event].properties).sort());
  });

  it('the watch ack keeps a redacted order redacted and a full one full', () => {
    const redacted = watchAck({
      ...apiExamples.OrderWatchAck,
      secret: 1,
      order: { ...apiExamples.RedactedOrderView, ...leak },
    });
    expect(redacted).toEqual({ ...apiExamples.OrderWatchAck, order: apiExamples.RedactedOrderView });
    expect(Object.keys(redacted.order).sort()).toEqual(Object.keys(apiSchemas.RedactedOrderView.properties).sort());

    const full = watchAck({ ...apiExamples.OrderWatchAck, order: { ...apiExamples.OrderView, internal: true } });
    expect(full.order).toEqual(apiExamples.OrderView);
  });

  it('a refused watch and the unwatch ack carry only ok and error', () => {
    expect(watchAck({ ok: false, error: 'order_not_found', orderId: undefined, leak: 1 })).toEqual({
      ok: false,
      error: 'order_not_found',
    });
    expect(unwatchAck({ ok: true, rooms: ['staff'] })).toEqual({ ok: true });
  });
});
