-- Up Migration

-- The catalog in Thai beside English (issue 34): every model and option carries both names; the seed fills them.
ALTER TABLE catalog_models
  ADD COLUMN name_th text,
  ADD COLUMN sound_type_th text,
  ADD COLUMN description_th text,
  ADD COLUMN features_th text[];
ALTER TABLE catalog_options
  ADD COLUMN name_th text,
  ADD COLUMN description_th text;

-- Down Migration
ALTER TABLE catalog_options DROP COLUMN description_th, DROP COLUMN name_th;
ALTER TABLE catalog_models DROP COLUMN features_th, DROP COLUMN description_th, DROP COLUMN sound_type_th, DROP COLUMN name_th;
