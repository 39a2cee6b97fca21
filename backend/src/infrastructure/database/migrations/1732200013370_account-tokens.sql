-- Up Migration

-- When the account proved it holds its address (the link mailed at sign-up, a password reset, an e-mail change).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- Single-use links mailed to an account. Only the SHA-256 of the random part is kept, so a leaked table opens
-- nothing. `email` is the address the link was sent to: a link proves that address, and only while it is current.
CREATE TABLE account_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  secret_hash bytea NOT NULL,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose) WHERE used_at IS NULL;

-- The account a browser session id was signed in to, so a password reset can end every browser it was used in.
ALTER TABLE browser_sessions ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX browser_sessions_user ON browser_sessions (user_id) WHERE user_id IS NOT NULL;

-- Down Migration

DROP INDEX browser_sessions_user;
ALTER TABLE browser_sessions DROP COLUMN user_id;
DROP TABLE account_tokens;
ALTER TABLE users DROP COLUMN email_verified_at;
