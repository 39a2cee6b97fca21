-- Up Migration

-- Not read models: these hold facts the event log does not, so a projection rebuild must never drop them.

-- One order per (cart contents + details): a repeated or concurrent checkout init reserves the same order id.
CREATE TABLE order_init_keys (
  cart_id text NOT NULL,
  fingerprint text NOT NULL,
  order_id uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, fingerprint)
);

-- Stripe delivers webhooks at least once; an event id seen here has been handled.
CREATE TABLE payment_webhook_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The local test gateway's payment intents (used when no Stripe key is configured).
CREATE TABLE test_gateway_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  order_id uuid NOT NULL UNIQUE,
  amount_satang integer NOT NULL CHECK (amount_satang > 0),
  currency text NOT NULL,
  status text NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE test_gateway_intents;
DROP TABLE payment_webhook_events;
DROP TABLE order_init_keys;
