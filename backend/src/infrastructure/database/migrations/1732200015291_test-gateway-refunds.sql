-- Up Migration

-- The local test gateway's refunds: one per idempotency key, as Stripe keeps one refund per key.
CREATE TABLE test_gateway_refunds (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  payment_intent_id text NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  reason text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_gateway_refunds_intent ON test_gateway_refunds (payment_intent_id);

-- Down Migration
DROP TABLE test_gateway_refunds;
