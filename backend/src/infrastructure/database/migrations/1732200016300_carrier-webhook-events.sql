-- Up Migration

-- Carrier delivery webhooks (POST /api/webhooks/carrier): each event id is taken once, so a captured request
-- replayed inside the timestamp window changes nothing. Not a read model: a projection rebuild must keep it.
CREATE TABLE carrier_webhook_events (
  event_id text PRIMARY KEY,
  order_id uuid NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE carrier_webhook_events;
