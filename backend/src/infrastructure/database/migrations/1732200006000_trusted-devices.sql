-- Up Migration

-- Browsers an account has signed in from (the sp_device cookie). A trusted browser is exempt from the per-e-mail
-- sign-in limit, so guessing one account's password from many addresses cannot lock its owner out.
-- id is the SHA-256 of the cookie's random token; one browser can be trusted by several accounts.
CREATE TABLE trusted_devices (
  id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, user_id)
);
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);

-- Down Migration

DROP TABLE trusted_devices;
