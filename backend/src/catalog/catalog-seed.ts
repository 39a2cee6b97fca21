import { bahtToSatang, customizationCategories } from '@sound-putter/contracts';
import type { ClientBase, Pool } from 'pg';
import { withTransaction } from '../infrastructure/database/with-transaction';
import { catalogModels, catalogOptions } from './catalog-data';

/** Upserts the catalog from catalog-data.ts; options and models no longer in the file are deactivated. */
export async function seedCatalog(db: Pool | ClientBase): Promise<{ models: number; options: number }> {
  let options = 0;
  await withTransaction(db, async (tx) => {
    for (const [index, model] of catalogModels.entries()) {
      await tx.query(
        `INSERT INTO catalog_models (id, name, sound_type, base_price_satang, description, features, sort_order, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sound_type = EXCLUDED.sound_type,
           base_price_satang = EXCLUDED.base_price_satang, description = EXCLUDED.description,
           features = EXCLUDED.features, sort_order = EXCLUDED.sort_order, active = true`,
        [
          model.id,
          model.name,
          model.soundType,
          bahtToSatang(model.basePrice),
          model.description,
          model.features,
          index,
        ],
      );
    }
    await tx.query(`UPDATE catalog_models SET active = false WHERE NOT (id = ANY($1))`, [
      catalogModels.map((m) => m.id),
    ]);
    const ids: string[] = [];
    for (const category of customizationCategories) {
      for (const [index, option] of catalogOptions[category].entries()) {
        ids.push(option.id);
        options++;
        await tx.query(
          `INSERT INTO catalog_options (id, category, name, price_satang, description, sort_order, active)
           VALUES ($1, $2, $3, $4, $5, $6, true)
           ON CONFLICT (id) DO UPDATE SET category = EXCLUDED.category, name = EXCLUDED.name,
             price_satang = EXCLUDED.price_satang, description = EXCLUDED.description,
             sort_order = EXCLUDED.sort_order, active = true`,
          [option.id, category, option.name, bahtToSatang(option.price), option.description ?? null, index],
        );
      }
    }
    await tx.query(`UPDATE catalog_options SET active = false WHERE NOT (id = ANY($1))`, [ids]);
  });
  return { models: catalogModels.length, options };
}
