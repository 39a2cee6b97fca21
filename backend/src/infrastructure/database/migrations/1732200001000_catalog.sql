-- Up Migration

-- The catalog is reference data seeded from backend/src/catalog/catalog-data.ts on every start (idempotent
-- upserts), not an event stream: prices are snapshotted into events when a putter is configured.
CREATE TABLE catalog_models (
  id text PRIMARY KEY,
  name text NOT NULL,
  sound_type text NOT NULL,
  base_price_satang integer NOT NULL CHECK (base_price_satang >= 0),
  description text NOT NULL,
  features text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE catalog_options (
  id text PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('grip', 'shaft', 'shaft_color', 'length', 'logo', 'face_mill_option', 'mill_option', 'gift_box')),
  name text NOT NULL,
  price_satang integer NOT NULL DEFAULT 0,
  description text,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX catalog_options_category ON catalog_options (category, sort_order);

-- Down Migration
DROP TABLE catalog_options;
DROP TABLE catalog_models;
