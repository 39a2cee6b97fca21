import {
  ERASED,
  type Fulfilment,
  type OrderEventPayload,
  type OrderPersonalData,
  type PersonalDataRef,
  type TrackingStep,
} from '@sound-putter/contracts';
import type { ClientBase } from 'pg';
import type { SqlStatement } from '../../infrastructure/database/send-together';
import type { EventMetadata } from '../../infrastructure/event-store/event-store.port';
import { openPersonalData, openRecentlySealed } from '../../infrastructure/personal-data/personal-data-vault';
import type { Projection } from '../../infrastructure/projections/projection';

const erasedAddress = { streetAddress: ERASED, city: ERASED, state: ERASED, postalCode: ERASED, country: ERASED };

/** What a read model shows for a customer whose key was deleted (PDPA erasure). */
export const erasedPersonalData: OrderPersonalData = {
  customer: { name: ERASED, email: ERASED, phone: ERASED, phoneCountryCode: ERASED },
  shippingAddress: erasedAddress,
  billingAddress: erasedAddress,
};

/**
 * The personal fields behind an event's reference: opened with the customer's key, or "erased" when it is gone.
 * The one read outside this projection's own tables (personal_data_keys): a replay, or a subscription applying an
 * event later than its append, after an erasure writes "erased", which is what erasure wants.
 */
export const personalDataOf = async (db: Pick<ClientBase, 'query'>, ref: PersonalDataRef) =>
  ref.subjectId === null ? ref.plaintext : ((await openPersonalData<OrderPersonalData>(db, ref)) ?? erasedPersonalData);

/** The rm_orders columns erasure overwrites, with what they become. */
export const ERASED_ORDER_COLUMNS = `customer_email = '${ERASED}', customer_name = '${ERASED}',
  customer_phone = '${ERASED}', customer_phone_country_code = '${ERASED}', gift_message = NULL,
  shipping_address = '${JSON.stringify(erasedAddress)}'::jsonb, billing_address = '${JSON.stringify(erasedAddress)}'::jsonb`;

export const actorRoleOf = (actor: EventMetadata['actor']): TrackingStep['actorRole'] => {
  if (actor.kind === 'system') return 'system';
  if (actor.kind === 'session') return 'customer';
  return actor.role === 'staff' || actor.role === 'admin' ? actor.role : 'customer';
};

const step = (orderId: string, status: string, at: string, metadata: EventMetadata): SqlStatement => ({
  text: `INSERT INTO rm_order_timeline (order_id, status, at, actor_role, actor_id)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id, status) DO NOTHING`,
  values: [orderId, status, at, actorRoleOf(metadata.actor), metadata.actor.id],
});

/** A forward step staff took: the order's new status, and when (the board's "undo" counts its window from it). */
const setStatus = (orderId: string, status: string, at: string): SqlStatement => ({
  text: `UPDATE rm_orders SET status = $2, updated_at = $3, last_step_at = $3 WHERE id = $1`,
  values: [orderId, status, at],
});

const setShipment = (
  orderId: string,
  d: { carrier?: string; trackingNumber?: string; trackingUrl?: string },
): SqlStatement => ({
  text: `UPDATE rm_orders SET carrier = $2, tracking_number = $3, tracking_url = $4 WHERE id = $1`,
  values: [orderId, d.carrier, d.trackingNumber, d.trackingUrl ?? null],
});

/** The gift card's text, from the sealed personal data (null when none, or when it could not be opened). */
const setGiftMessage = (orderId: string, personal?: OrderPersonalData): SqlStatement => ({
  text: `UPDATE rm_orders SET gift_message = $2 WHERE id = $1`,
  values: [orderId, personal?.giftMessage ?? null],
});

const setFulfilment = (orderId: string, fulfilment: Fulfilment = 'ship'): SqlStatement => ({
  text: `UPDATE rm_orders SET fulfilment = $2 WHERE id = $1`,
  values: [orderId, fulfilment],
});

/**
 * After personal columns were written from an opened event: "erased" instead when the customer's key is gone by
 * now (checked in the same transaction), so an erasure that won the race still wins. A no-op otherwise.
 */
const eraseIfKeyGone = (orderId: string): SqlStatement => ({
  text: `UPDATE rm_orders SET ${ERASED_ORDER_COLUMNS}
          WHERE id = $1 AND personal_subject_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM personal_data_keys k WHERE k.subject_id = rm_orders.personal_subject_id)`,
  values: [orderId],
});

/** customer_email … billing_address, in that order; "erased" when the data could not be opened. */
const personalColumns = (p: OrderPersonalData = erasedPersonalData) => [
  p.customer.email,
  p.customer.name,
  p.customer.phone,
  p.customer.phoneCountryCode,
  JSON.stringify(p.shippingAddress),
  JSON.stringify(p.billingAddress),
];

/** lines, total_satang, payment_intent_id, save_for_future, in that order. */
const orderColumns = (d: PersonalEvent['data']) => [
  JSON.stringify(d.lines),
  d.totalSatang,
  d.paymentIntentId,
  d.saveForFuture,
];

type PersonalEvent = Extract<OrderEventPayload, { type: 'OrderPlaced' | 'OrderDetailsChanged' }>;
const carriesPersonalData = (event: OrderEventPayload): event is PersonalEvent =>
  event.type === 'OrderPlaced' || event.type === 'OrderDetailsChanged';

/**
 * The writes for one order event. `personal` is the event's personal data already opened (or "erased"): events
 * that carry none ignore it.
 */
function writes(event: OrderEventPayload, meta: EventMetadata, personal?: OrderPersonalData): SqlStatement[] {
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      return [
        {
          text: `INSERT INTO rm_orders (id, cart_id, user_id, session_id, channel, customer_email, customer_name, customer_phone,
                   customer_phone_country_code, shipping_address, billing_address, lines, total_satang, status, payment_status,
                   payment_intent_id, save_for_future, created_at, updated_at, personal_subject_id)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', 'pending', $14, $15, $16, $16, $17)
                 ON CONFLICT (id) DO NOTHING`,
          values: [
            d.orderId,
            d.cartId,
            d.userId,
            d.sessionId,
            d.channel,
            ...personalColumns(personal),
            ...orderColumns(d),
            d.placedAt,
            d.personal.subjectId,
          ],
        },
        setGiftMessage(d.orderId, personal),
        eraseIfKeyGone(d.orderId),
        setFulfilment(d.orderId, d.fulfilment),
        step(d.orderId, 'pending', d.placedAt, meta),
        ...(d.remakeOf
          ? [
              {
                // A remake is made at no charge: nothing is due, and it names the order it makes again.
                text: `UPDATE rm_orders SET payment_status = 'none_due', remake_of_id = $2, remake_of_reason = $3
                       WHERE id = $1`,
                values: [d.orderId, d.remakeOf.orderId, d.remakeOf.reason],
              },
            ]
          : []),
      ];
    }
    case 'OrderDetailsChanged': {
      const d = event.data;
      return [
        {
          text: `UPDATE rm_orders SET user_id = $2, session_id = $3, customer_email = $4, customer_name = $5, customer_phone = $6,
                   customer_phone_country_code = $7, shipping_address = $8, billing_address = $9, lines = $10,
                   total_satang = $11, payment_intent_id = $12, save_for_future = $13, updated_at = $14,
                   personal_subject_id = $15
                 WHERE id = $1`,
          values: [
            d.orderId,
            d.userId,
            d.sessionId,
            ...personalColumns(personal),
            ...orderColumns(d),
            d.changedAt,
            d.personal.subjectId,
          ],
        },
        setGiftMessage(d.orderId, personal),
        eraseIfKeyGone(d.orderId),
        ...(d.fulfilment ? [setFulfilment(d.orderId, d.fulfilment)] : []),
      ];
    }
    case 'OrderPaid':
      return [
        {
          text: `UPDATE rm_orders SET payment_status = 'paid', payment_id = $2, updated_at = $3 WHERE id = $1`,
          values: [event.data.orderId, event.data.paymentId, event.data.paidAt],
        },
      ];
    case 'OrderPaymentFailed':
      return [
        {
          text: `UPDATE rm_orders SET payment_status = 'failed', updated_at = $2 WHERE id = $1 AND payment_status <> 'paid'`,
          values: [event.data.orderId, event.data.failedAt],
        },
      ];
    case 'OrderConfirmed': {
      const d = event.data;
      return [
        {
          text: `UPDATE rm_orders SET status = 'confirmed', delivery_deadline = $2, estimated_delivery = $3, updated_at = $4
                 WHERE id = $1`,
          values: [d.orderId, d.deliveryDeadline, d.estimatedDelivery, d.confirmedAt],
        },
        step(d.orderId, 'confirmed', d.confirmedAt, meta),
      ];
    }
    case 'CraftingStarted':
      return [
        setStatus(event.data.orderId, 'crafting', event.data.startedAt),
        step(event.data.orderId, 'crafting', event.data.startedAt, meta),
      ];
    case 'OrderShipped':
      return [
        setStatus(event.data.orderId, 'shipped', event.data.shippedAt),
        step(event.data.orderId, 'shipped', event.data.shippedAt, meta),
        ...(event.data.carrier ? [setShipment(event.data.orderId, event.data)] : []),
      ];
    case 'TrackingNumberCorrected':
      return [setShipment(event.data.orderId, event.data)];
    case 'OrderReadyForPickup':
      return [
        setStatus(event.data.orderId, 'shipped', event.data.readyAt),
        step(event.data.orderId, 'shipped', event.data.readyAt, meta),
        {
          text: `UPDATE rm_orders SET pickup_code = $2, ready_for_pickup_at = $3 WHERE id = $1`,
          values: [event.data.orderId, event.data.pickupCode, event.data.readyAt],
        },
      ];
    case 'OrderDelivered':
      return [
        {
          text: `UPDATE rm_orders SET status = 'delivered', delivered_at = $2, updated_at = $2, last_step_at = $2,
                   delivery_confirmed_by = $3, delivery_seconds_to_spare = $4 WHERE id = $1`,
          values: [
            event.data.orderId,
            event.data.deliveredAt,
            event.data.confirmedBy ?? null,
            event.data.secondsToSpare ?? null,
          ],
        },
        step(event.data.orderId, 'delivered', event.data.deliveredAt, meta),
      ];
    case 'CraftingDeadlineMissed':
      return [{ text: `UPDATE rm_orders SET deadline_missed = true WHERE id = $1`, values: [event.data.orderId] }];
    case 'OrderCancelled':
      return [
        {
          text: `UPDATE rm_orders SET cancelled_at = $2, cancel_reason = $3, updated_at = $2 WHERE id = $1`,
          values: [event.data.orderId, event.data.cancelledAt, event.data.reason],
        },
      ];
    case 'OrderStepRecalled': {
      const d = event.data;
      return [
        {
          // Back where it was: a recalled delivery has no delivery time nor confirmation (staff, pickup code or
          // carrier), a recalled shipment no parcel, a recalled "ready to collect" no pickup code (the next ready step
          // issues a new one). A recalled handover keeps its code: the customer may still show it.
          text: `UPDATE rm_orders SET status = $2, updated_at = $3, last_step_at = NULL,
                   delivered_at = CASE WHEN $4::text = 'delivered' THEN NULL ELSE delivered_at END,
                   delivery_confirmed_by = CASE WHEN $4::text = 'delivered' THEN NULL ELSE delivery_confirmed_by END,
                   delivery_seconds_to_spare =
                     CASE WHEN $4::text = 'delivered' THEN NULL ELSE delivery_seconds_to_spare END,
                   carrier = CASE WHEN $4::text = 'shipped' THEN NULL ELSE carrier END,
                   tracking_number = CASE WHEN $4::text = 'shipped' THEN NULL ELSE tracking_number END,
                   tracking_url = CASE WHEN $4::text = 'shipped' THEN NULL ELSE tracking_url END,
                   pickup_code = CASE WHEN $4::text = 'shipped' THEN NULL ELSE pickup_code END,
                   ready_for_pickup_at = CASE WHEN $4::text = 'shipped' THEN NULL ELSE ready_for_pickup_at END
                 WHERE id = $1`,
          values: [d.orderId, d.toStatus, d.recalledAt, d.fromStatus],
        },
        // The timeline forgets the recalled step; taking it again records its new time.
        {
          text: `DELETE FROM rm_order_timeline WHERE order_id = $1 AND status = $2`,
          values: [d.orderId, d.fromStatus],
        },
      ];
    }
    case 'OrderRefunded':
      return [
        {
          text: `UPDATE rm_orders SET refunded_satang = refunded_satang + $2, updated_at = $3,
                   refunds = refunds || jsonb_build_array($4::jsonb) WHERE id = $1`,
          values: [
            event.data.orderId,
            event.data.amountSatang,
            event.data.refundedAt,
            JSON.stringify({
              id: event.data.refundId,
              amountSatang: event.data.amountSatang,
              reason: event.data.reason,
              method: event.data.method ?? 'card',
              status: event.data.status ?? 'succeeded',
              failureReason: null,
              refundedAt: event.data.refundedAt,
            }),
          ],
        },
      ];
    case 'OrderRefundSettled':
      // A failed refund gave nothing back: it leaves the refunded total and shows as failed.
      return [
        {
          text: `UPDATE rm_orders SET updated_at = $5,
                   refunded_satang = refunded_satang - CASE WHEN $3 = 'failed' THEN $6::bigint ELSE 0 END,
                   refunds = (SELECT coalesce(jsonb_agg(CASE WHEN r->>'id' = $2
                                THEN r || jsonb_build_object('status', $3::text, 'failureReason', $4::text) ELSE r END
                              ORDER BY n), '[]'::jsonb)
                              FROM jsonb_array_elements(refunds) WITH ORDINALITY AS e(r, n))
                 WHERE id = $1`,
          values: [
            event.data.orderId,
            event.data.refundId,
            event.data.status,
            event.data.failureReason,
            event.data.settledAt,
            event.data.amountSatang,
          ],
        },
      ];
    case 'OrderPaymentReturned': {
      const { orderId, returnedAt, ...returned } = event.data;
      // Once per payment, as the decider records it; a rebuilt projection replays the same list.
      return [
        {
          text: `UPDATE rm_orders SET updated_at = $2, returned_payments = returned_payments || jsonb_build_array($3::jsonb)
                 WHERE id = $1`,
          values: [orderId, returnedAt, JSON.stringify({ ...returned, returnedAt })],
        },
      ];
    }
    case 'OrderRemakeOpened': {
      const { orderId, remakeOrderId, reason, openedAt } = event.data;
      return [
        {
          text: `UPDATE rm_orders SET updated_at = $2, remakes = remakes || jsonb_build_array($3::jsonb) WHERE id = $1`,
          values: [orderId, openedAt, JSON.stringify({ orderId: remakeOrderId, reason })],
        },
      ];
    }
    case 'OrderNoteAdded': {
      const { orderId, noteId, visibility, text, addedAt } = event.data;
      // Once per note id, as the decider records it; the guard keeps a replay from listing it twice.
      return [
        {
          text: `UPDATE rm_orders SET notes = notes || jsonb_build_array($2::jsonb)
                 WHERE id = $1 AND NOT notes @> jsonb_build_array(jsonb_build_object('id', $3::text))`,
          values: [orderId, JSON.stringify({ id: noteId, visibility, text, addedAt }), noteId],
        },
      ];
    }
    default:
      return [];
  }
}

/** Every order with its lines, people and dates (GET /api/orders/…), and each status step with who made it. */
export const orderDetailsProjection: Projection = {
  name: 'order-details',
  version: 1,
  mode: 'inline',
  tables: ['rm_orders', 'rm_order_timeline'],
  schema: `
    CREATE TABLE IF NOT EXISTS rm_orders (
      id uuid PRIMARY KEY,
      cart_id text NOT NULL,
      user_id text,
      session_id text,
      channel text NOT NULL,
      customer_email text NOT NULL,
      customer_name text NOT NULL,
      customer_phone text NOT NULL,
      customer_phone_country_code text NOT NULL,
      shipping_address jsonb NOT NULL,
      billing_address jsonb NOT NULL,
      lines jsonb NOT NULL,
      total_satang bigint NOT NULL,
      status text NOT NULL,
      payment_status text NOT NULL,
      payment_id text,
      payment_intent_id text,
      save_for_future boolean NOT NULL DEFAULT false,
      estimated_delivery timestamptz,
      delivery_deadline timestamptz,
      delivered_at timestamptz,
      deadline_missed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- Whose key seals the personal columns' source (null: a legacy plaintext event); erasure finds rows by it.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS personal_subject_id uuid;
    -- The parcel's carrier, number and tracking page once shipped (issue 30); null for orders shipped before.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS carrier text;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS tracking_number text;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS tracking_url text;
    CREATE INDEX IF NOT EXISTS rm_orders_personal_subject ON rm_orders (personal_subject_id);
    -- Cancelled orders leave the board's columns; refunds add up here (satang).
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS cancelled_at timestamptz;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS cancel_reason text;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS refunded_satang bigint NOT NULL DEFAULT 0;
    -- When staff last stepped the order forward (null once recalled): the board offers "undo" for a while after.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS last_step_at timestamptz;
    -- Each refund with its reason, method and the gateway's status (issue 29), oldest first.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS refunds jsonb NOT NULL DEFAULT '[]';
    -- Payments that could not count (a late or second PromptPay payment) and were sent back, oldest first.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS returned_payments jsonb NOT NULL DEFAULT '[]';
    -- Shipped or collected at the performance centre (issue 30); its pickup code once ready (unique: the counter
    -- finds the order by it), how a delivery was confirmed and its seconds to spare against the 24-hour promise.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS fulfilment text NOT NULL DEFAULT 'ship';
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS pickup_code text;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS ready_for_pickup_at timestamptz;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS delivery_confirmed_by text;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS delivery_seconds_to_spare integer;
    -- The gift card's text the shopper wrote at checkout (personal data: erased with the customer).
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS gift_message text;
    -- A remake names the order it makes again (and why); an order lists the remakes opened of it, oldest first.
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS remake_of_id uuid;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS remake_of_reason text;
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS remakes jsonb NOT NULL DEFAULT '[]';
    -- Staff notes, oldest first: { id, visibility ('internal' | 'customer'), text, addedAt } (issue 32).
    ALTER TABLE rm_orders ADD COLUMN IF NOT EXISTS notes jsonb NOT NULL DEFAULT '[]';
    -- The back office's search (issue 32), newest first: by the short id (the id's last 8 characters), an e-mail
    -- prefix, part of the name, or the phone's digits without leading zeros, each from an index. Part of a name
    -- needs pg_trgm's trigram index: the extension ships with PostgreSQL's contrib modules (the embedded default
    -- and the postgres image have it) and is trusted, so the shop's own role may create it. Where it cannot be,
    -- the search still works and scans the names instead (about 30 ms over 100,000 orders). The index of the
    -- name's whole words served an earlier search that found words only.
    CREATE INDEX IF NOT EXISTS rm_orders_created ON rm_orders (created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS rm_orders_short_id ON rm_orders (right(id::text, 8) text_pattern_ops);
    CREATE INDEX IF NOT EXISTS rm_orders_email_prefix ON rm_orders (lower(customer_email) text_pattern_ops);
    CREATE INDEX IF NOT EXISTS rm_orders_name_prefix ON rm_orders (lower(customer_name) text_pattern_ops);
    DROP INDEX IF EXISTS rm_orders_name_words;
    DO $trgm$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available (%): a name fragment is found by scanning the names', SQLERRM;
    END $trgm$;
    DO $trgm$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX IF NOT EXISTS rm_orders_name_trigrams ON rm_orders USING gin (lower(customer_name) gin_trgm_ops);
      END IF;
    END $trgm$;
    CREATE INDEX IF NOT EXISTS rm_orders_phone_digits ON rm_orders
      (ltrim(regexp_replace(customer_phone, '[^0-9]', '', 'g'), '0') text_pattern_ops);
    CREATE UNIQUE INDEX IF NOT EXISTS rm_orders_pickup_code ON rm_orders (pickup_code) WHERE pickup_code IS NOT NULL;
    CREATE INDEX IF NOT EXISTS rm_orders_user ON rm_orders (user_id, created_at DESC);
    CREATE INDEX IF NOT EXISTS rm_orders_email ON rm_orders (lower(customer_email), created_at DESC);
    CREATE INDEX IF NOT EXISTS rm_orders_status ON rm_orders (status, delivery_deadline);
    CREATE TABLE IF NOT EXISTS rm_order_timeline (
      order_id uuid NOT NULL,
      status text NOT NULL,
      at timestamptz NOT NULL,
      actor_role text NOT NULL,
      actor_id text NOT NULL,
      PRIMARY KEY (order_id, status)
    )`,
  handles: [
    'OrderPlaced',
    'OrderDetailsChanged',
    'OrderPaid',
    'OrderPaymentFailed',
    'OrderConfirmed',
    'CraftingStarted',
    'OrderShipped',
    'TrackingNumberCorrected',
    'OrderReadyForPickup',
    'OrderDelivered',
    'CraftingDeadlineMissed',
    'OrderCancelled',
    'OrderRefunded',
    'OrderStepRecalled',
    'OrderRefundSettled',
    'OrderPaymentReturned',
    'OrderRemakeOpened',
    'OrderNoteAdded',
  ],
  /**
   * In the append's own message: every event but those whose personal data this process cannot open without a
   * read (sealed with a key it has not just used), which take `apply` in a transaction instead (`null`).
   */
  statements(recorded) {
    const event = { type: recorded.type, data: recorded.data } as OrderEventPayload;
    if (!carriesPersonalData(event)) return writes(event, recorded.metadata);
    const ref = event.data.personal;
    const personal = ref.subjectId === null ? ref.plaintext : openRecentlySealed<OrderPersonalData>(ref);
    return personal ? writes(event, recorded.metadata, personal) : null;
  },
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as OrderEventPayload;
    const personal = carriesPersonalData(event) ? await personalDataOf(tx, event.data.personal) : undefined;
    for (const statement of writes(event, recorded.metadata, personal))
      await tx.query(statement.text, statement.values);
  },
};
