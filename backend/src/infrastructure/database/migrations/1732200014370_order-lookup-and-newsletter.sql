-- Up Migration

-- "Track by e-mail": a link mailed to the address. Only the token's SHA-256 is kept. Opening it (once, before
-- link_expires_at) binds it to the browser session that opened it (session_id, an x-session-id bound to its
-- sp_browser cookie), which then sees that address's orders in full until access_expires_at.
-- email: as typed, trimmed; orders are matched on lower(customer_email) like before.
CREATE TABLE order_lookup_links (
  token_hash bytea PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  link_expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  session_id text,
  access_expires_at timestamptz
);
CREATE INDEX order_lookup_links_session ON order_lookup_links (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX order_lookup_links_email ON order_lookup_links (lower(email));

-- The newsletter (marketing mail) by double opt-in (PDPA section 19: consent before marketing). One row per
-- address (email_key: backend/src/identity/email-key.ts). pending: asked, the confirmation link mailed (its token's
-- hash, until confirm_expires_at); subscribed: confirmed at consented_at under privacy policy policy_version;
-- unsubscribed: withdrawn at unsubscribed_at (section 19: withdrawn at any time, as easily as it was given).
CREATE TABLE newsletter_subscriptions (
  email_key text PRIMARY KEY,
  email text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'th')),
  status text NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  requested_at timestamptz NOT NULL,
  confirm_token_hash bytea UNIQUE,
  confirm_expires_at timestamptz,
  consented_at timestamptz,
  policy_version text,
  unsubscribed_at timestamptz
);

-- One unsubscribe link per marketing mail sent (only the token's SHA-256), valid as long as the row lives.
CREATE TABLE newsletter_unsubscribe_links (
  token_hash bytea PRIMARY KEY,
  email_key text NOT NULL REFERENCES newsletter_subscriptions (email_key) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

-- Down Migration

DROP TABLE newsletter_unsubscribe_links;
DROP TABLE newsletter_subscriptions;
DROP TABLE order_lookup_links;
