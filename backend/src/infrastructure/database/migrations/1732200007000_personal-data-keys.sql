-- Up Migration

-- Crypto-shredding (PDPA erasure): one AES-256 key per customer. Events carry a customer's personal fields only
-- sealed with this key; deleting the row erases those fields from every event, replay and rebuild at once.
-- Not a read model: a projection rebuild never drops it. `lookup` is the SHA-256 of how the customer is known
-- ('email:' + lower-case e-mail, else 'phone:' + country code + number), so the key is found without storing the
-- e-mail itself; the row (lookup included) is deleted on erasure.
CREATE TABLE personal_data_keys (
  subject_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lookup text NOT NULL UNIQUE,
  key bytea NOT NULL CHECK (octet_length(key) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE personal_data_keys;
