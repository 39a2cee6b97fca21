-- Up Migration

-- Orders placed without signing in, linked to an account once it proved it holds their e-mail (verification,
-- a password reset or an e-mail change by mailed link). Not a read model: a rebuild of rm_orders keeps the links.
CREATE TABLE order_account_links (
  order_id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  linked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_account_links_user ON order_account_links (user_id);

-- Down Migration

DROP TABLE order_account_links;
