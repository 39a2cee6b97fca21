-- Up Migration

-- One cart has at most one unpaid order: a new checkout of the cart with other details updates that order
-- (OrderDetailsChanged) and opens a new payment intent for it, cancelling the earlier one.
CREATE TABLE cart_checkouts (
  cart_id text PRIMARY KEY,
  order_id uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Several fingerprints (details) may now lead to the same order.
ALTER TABLE order_init_keys DROP CONSTRAINT order_init_keys_order_id_key;
CREATE INDEX order_init_keys_order ON order_init_keys (order_id);

-- The test gateway keeps one intent per checkout attempt, not per order, like Stripe's idempotency keys.
ALTER TABLE test_gateway_intents DROP CONSTRAINT test_gateway_intents_order_id_key;
ALTER TABLE test_gateway_intents ADD COLUMN attempt_key text;
UPDATE test_gateway_intents SET attempt_key = order_id::text;
ALTER TABLE test_gateway_intents ALTER COLUMN attempt_key SET NOT NULL;
ALTER TABLE test_gateway_intents ADD CONSTRAINT test_gateway_intents_attempt_key_key UNIQUE (attempt_key);

-- Down Migration
ALTER TABLE test_gateway_intents DROP COLUMN attempt_key;
ALTER TABLE test_gateway_intents ADD CONSTRAINT test_gateway_intents_order_id_key UNIQUE (order_id);
DROP INDEX order_init_keys_order;
ALTER TABLE order_init_keys ADD CONSTRAINT order_init_keys_order_id_key UNIQUE (order_id);
DROP TABLE cart_checkouts;
