import type { ClientBase } from 'pg';

/**
 * What other contexts keep about an order and must erase with its customer, in the erasure's own transaction (the
 * composition root binds it: invoicing deletes the buyer details of full tax invoices asked for but not yet issued,
 * and keeps issued ones, which the Revenue Code requires; README "Erasure meets retention").
 */
export abstract class OrderDocumentsErasure {
  abstract erase(orderIds: readonly string[], tx: ClientBase): Promise<void>;
}
