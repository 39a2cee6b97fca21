-- Up Migration

-- One row per mail the shop sends (backend/src/mail). The idempotency key names the mail's cause (`order:<id>:receipt`),
-- so enqueueing it again (a retried request, a replayed log, a rebuilt read model) adds nothing. The worker renders
-- the template from `data` at send time. resend_of: a staff resend, a new row pointing at the mail it repeats.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  recipient text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'th')),
  data jsonb NOT NULL DEFAULT '{}',
  order_id uuid,
  user_id uuid,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  message_id text,
  resend_of uuid REFERENCES mail_outbox (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- The worker's claim: due rows in order, skipping the ones another replica holds.
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'failed');
CREATE INDEX mail_outbox_dead ON mail_outbox (created_at) WHERE status = 'dead';
CREATE INDEX mail_outbox_order ON mail_outbox (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX mail_outbox_user ON mail_outbox (user_id) WHERE user_id IS NOT NULL;

-- The mail log: each SMTP attempt's outcome, for staff (an order's history, dead letters).
CREATE TABLE mail_attempts (
  id bigserial PRIMARY KEY,
  mail_id uuid NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  outcome text NOT NULL CHECK (outcome IN ('sent', 'failed')),
  error text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_attempts_mail ON mail_attempts (mail_id, at);

-- Down Migration

DROP TABLE mail_attempts;
DROP TABLE mail_outbox;
