import type { CartEventPayload } from '@sound-putter/contracts';
import { assertNever } from '../../infrastructure/cqrs/decider';
import type { SqlStatement } from '../../infrastructure/database/send-together';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { applyStatements, type Projection } from '../../infrastructure/projections/projection';

const statements = (recorded: Pick<RecordedEvent, 'type' | 'data'>): SqlStatement[] => {
  const event = recorded as CartEventPayload;
  switch (event.type) {
    case 'CartItemAdded': {
      const d = event.data;
      return [
        {
          text: `INSERT INTO rm_cart_lines (item_id, cart_id, configuration_id, quantity, unit_price_satang, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (item_id) DO NOTHING`,
          values: [d.itemId, d.cartId, d.configurationId, d.quantity, d.unitPriceSatang, d.addedAt],
        },
      ];
    }
    case 'CartItemQuantityChanged':
      return [
        {
          text: `UPDATE rm_cart_lines SET quantity = $2, updated_at = $3 WHERE item_id = $1`,
          values: [event.data.itemId, event.data.quantity, event.data.changedAt],
        },
      ];
    case 'CartItemRemoved':
      return [{ text: `DELETE FROM rm_cart_lines WHERE item_id = $1`, values: [event.data.itemId] }];
    case 'CartCleared':
      return [{ text: `DELETE FROM rm_cart_lines WHERE cart_id = $1`, values: [event.data.cartId] }];
    case 'CartMerged':
      return []; // bookkeeping for the decider: the lines came with their own events
    default:
      return assertNever(event);
  }
};

/** The lines of every cart, as GET /api/cart reads them. */
export const cartLinesProjection: Projection = {
  name: 'cart-lines',
  version: 1,
  mode: 'inline',
  tables: ['rm_cart_lines'],
  schema: `
    CREATE TABLE IF NOT EXISTS rm_cart_lines (
      item_id uuid PRIMARY KEY,
      cart_id text NOT NULL,
      configuration_id uuid NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price_satang bigint NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rm_cart_lines_cart ON rm_cart_lines (cart_id, created_at)`,
  handles: ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCleared'],
  statements,
  apply: applyStatements(statements),
};
