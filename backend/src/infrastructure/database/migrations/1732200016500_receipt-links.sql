-- Up Migration

-- A link to one order's receipt PDF that opens without a session: the kiosk's done screen shows it as a QR code
-- for a walk-in's phone. Only the token's SHA-256 is kept (as for order_lookup_links); it opens the order's tax
-- invoice in force until expires_at (RECEIPT_LINK_TTL_HOURS in contracts), as often as asked. No personal data.
CREATE TABLE receipt_links (
  token_hash bytea PRIMARY KEY,
  order_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX receipt_links_expires_at ON receipt_links (expires_at);

-- Down Migration

DROP TABLE receipt_links;
