import { Inject, Injectable } from '@nestjs/common';
import type { CustomizationCategory } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { Clock } from '../infrastructure/clock/clock';
import type { CatalogModel, CatalogOption, CatalogSnapshot } from './catalog';

const REFRESH_MS = 60_000;

/**
 * Serves the catalog from memory. It is small and changes only when the seed runs at deploy time, so a snapshot
 * refreshed every minute spares every configure and cart call a catalog query.
 */
@Injectable()
export class CatalogService {
  private snapshot: CatalogSnapshot | null = null;
  private loadedAt = 0;
  private loading: Promise<CatalogSnapshot> | null = null;

  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<CatalogSnapshot> {
    if (this.snapshot && this.clock.now().getTime() - this.loadedAt < REFRESH_MS) return this.snapshot;
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  async models(): Promise<CatalogModel[]> {
    return [...(await this.current()).models.values()];
  }

  async optionsIn(category: CustomizationCategory): Promise<CatalogOption[]> {
    return [...(await this.current()).options.values()].filter((o) => o.category === category);
  }

  private async load(): Promise<CatalogSnapshot> {
    const [models, options] = await Promise.all([
      this.pool.query(
        `SELECT id, name, sound_type, base_price_satang, description, features
         FROM catalog_models WHERE active ORDER BY sort_order, id`,
      ),
      this.pool.query(
        `SELECT id, category, name, price_satang, description
         FROM catalog_options WHERE active ORDER BY category, sort_order, id`,
      ),
    ]);
    this.snapshot = {
      models: new Map(
        models.rows.map((r) => [
          r.id,
          {
            id: r.id,
            name: r.name,
            soundType: r.sound_type,
            basePriceSatang: r.base_price_satang,
            description: r.description,
            features: r.features,
          },
        ]),
      ),
      options: new Map(
        options.rows.map((r) => [
          r.id,
          { id: r.id, category: r.category, name: r.name, priceSatang: r.price_satang, description: r.description },
        ]),
      ),
    };
    this.loadedAt = this.clock.now().getTime();
    return this.snapshot;
  }
}
