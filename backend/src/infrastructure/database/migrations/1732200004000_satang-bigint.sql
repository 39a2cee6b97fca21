-- Up Migration

-- Money in satang outgrows 32 bits (a legal cart of 16 × 99 putters at ฿25,000 is 3,960,000,000 satang):
-- every satang column becomes bigint. The rm_ tables are created by their projections (already bigint there);
-- databases made before this change get them altered here, when they exist.

ALTER TABLE catalog_models ALTER COLUMN base_price_satang TYPE bigint;
ALTER TABLE catalog_options ALTER COLUMN price_satang TYPE bigint;
ALTER TABLE test_gateway_intents ALTER COLUMN amount_satang TYPE bigint;
ALTER TABLE IF EXISTS rm_orders ALTER COLUMN total_satang TYPE bigint;
ALTER TABLE IF EXISTS rm_cart_lines ALTER COLUMN unit_price_satang TYPE bigint;
ALTER TABLE IF EXISTS rm_configurations ALTER COLUMN total_price_satang TYPE bigint;

-- Down Migration
ALTER TABLE IF EXISTS rm_configurations ALTER COLUMN total_price_satang TYPE integer;
ALTER TABLE IF EXISTS rm_cart_lines ALTER COLUMN unit_price_satang TYPE integer;
ALTER TABLE IF EXISTS rm_orders ALTER COLUMN total_satang TYPE integer;
ALTER TABLE test_gateway_intents ALTER COLUMN amount_satang TYPE integer;
ALTER TABLE catalog_options ALTER COLUMN price_satang TYPE integer;
ALTER TABLE catalog_models ALTER COLUMN base_price_satang TYPE integer;
