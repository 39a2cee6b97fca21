-- Up Migration

-- One e-mail, one account: an account is found by its address's comparison key (backend/src/identity/email-key.ts:
-- NFKC, case, invisible characters, the domain's trailing dot, IDN as punycode, look-alike letters), kept beside
-- the address as typed. NULL only for an account older than keys whose address compares equal to an older
-- account's: it signs in by its exact address, and the API logs it at every start.
ALTER TABLE users ADD COLUMN email_key text;
CREATE UNIQUE INDEX users_email_key ON users (email_key);

-- A plain ASCII address (a letters-and-digits domain, no punycode label) has the address in lower case, without
-- the trailing dot, as its key. Of addresses that share one, the oldest account gets it. The API keys the others
-- when it starts (SQL has no NFKC case folding, punycode or confusables table).
WITH keyed AS (
  SELECT id, key, row_number() OVER (PARTITION BY key ORDER BY created_at, id) AS nth
  FROM (SELECT id, created_at, lower(regexp_replace(email, '\.$', '') COLLATE "C") AS key FROM users
        WHERE email ~ '^[\x21-\x3f\x41-\x7e]+@([A-Za-z0-9-]+\.)+[A-Za-z]+\.?$' AND email !~* '[@.]xn--') plain
)
UPDATE users u SET email_key = keyed.key FROM keyed WHERE u.id = keyed.id AND keyed.nth = 1;

-- The key's uniqueness implies the old rule (unique lower(email)); lower(email) still finds accounts without a key.
DROP INDEX users_email_lower;
CREATE INDEX users_email_lower_unkeyed ON users (lower(email)) WHERE email_key IS NULL;

-- Down Migration

DROP INDEX users_email_lower_unkeyed;
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
ALTER TABLE users DROP COLUMN email_key;
