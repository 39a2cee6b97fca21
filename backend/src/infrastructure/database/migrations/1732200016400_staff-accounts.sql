-- Up Migration

-- An admin disables a staff account (issue 32): it can no longer sign in, and its sessions end at once.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Down Migration
ALTER TABLE users DROP COLUMN disabled_at;
