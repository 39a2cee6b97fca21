import type { Static } from '@sinclair/typebox';
import type { OrderHistoryActorSchema, OrderHistoryEntrySchema, OrderHistoryViewSchema } from './schemas/orders.schema';

/** Who caused an event, as the workshop's audit trail shows it. `email` is known only for signed-in users. */
export type OrderHistoryActor = Static<typeof OrderHistoryActorSchema>;

/** One fact of an order's event log (GET /api/orders/{id}/history), oldest first. Times are ISO UTC. */
export type OrderHistoryEntry = Static<typeof OrderHistoryEntrySchema>;

export type OrderHistoryView = Static<typeof OrderHistoryViewSchema>;
