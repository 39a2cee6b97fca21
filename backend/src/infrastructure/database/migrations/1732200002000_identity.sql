-- Up Migration

-- Accounts are plain tables, not event-sourced: they hold secrets and personal data that must be deletable.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mails keep the case the shopper typed but are unique and looked up case-insensitively.
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- id is the SHA-256 of the cookie's random token, so a leaked table cannot be replayed as cookies.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE customer_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  phone_country_code text NOT NULL,
  shipping_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (user_id) WHERE is_default;
CREATE INDEX customer_addresses_user ON customer_addresses (user_id);

-- Down Migration

DROP TABLE customer_addresses;
DROP TABLE sessions;
DROP TABLE users;
