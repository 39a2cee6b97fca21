-- Up Migration

-- An admin invites a colleague by e-mail (issue 32): the account exists from the invitation on, with a password
-- nobody knows, until the colleague follows the mailed link (purpose accept_invitation) and chooses one.
ALTER TABLE users ADD COLUMN invited_at timestamptz;

ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'accept_invitation'));

-- Down Migration

DELETE FROM account_tokens WHERE purpose = 'accept_invitation';
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'));
ALTER TABLE users DROP COLUMN invited_at;
