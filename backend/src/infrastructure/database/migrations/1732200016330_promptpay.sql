-- Up Migration

-- Every PromptPay QR the shop showed: the intent it pays, for how long, and whether it was withdrawn (a kiosk reset,
-- a renewal). A payment to a QR after its expiry or withdrawal is refunded, never counted.
CREATE TABLE promptpay_qrs (
  intent_id text PRIMARY KEY,
  order_id uuid NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  payload text NOT NULL,
  expires_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promptpay_qrs_order ON promptpay_qrs (order_id, created_at DESC);

-- What became of each PromptPay payment: counted for its order, or refunded and why. One row per payment, so a
-- replayed notification gets the first answer.
CREATE TABLE promptpay_payments (
  payment_id text PRIMARY KEY,
  qr_intent_id text NOT NULL REFERENCES promptpay_qrs (intent_id),
  order_id uuid NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  arrived_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('paid', 'refunded')),
  reason text,
  refund_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promptpay_payments_order ON promptpay_payments (order_id);

-- The local test bank's transfers: one per transfer id, so a replayed transfer pays once.
CREATE TABLE test_bank_transfers (
  transfer_id text PRIMARY KEY,
  qr_intent_id text NOT NULL REFERENCES promptpay_qrs (intent_id),
  payment_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE test_bank_transfers;
DROP TABLE promptpay_payments;
DROP TABLE promptpay_qrs;
