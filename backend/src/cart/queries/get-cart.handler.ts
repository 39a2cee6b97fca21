import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CartView, satangToBaht } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { CatalogService } from '../../catalog/catalog.service';
import {
  CONFIGURATION_COLUMNS,
  type ConfigurationRow,
  toConfigurationView,
} from '../../configurations/configuration-view';
import { GetCartQuery } from './get-cart.query';

type CartRow = ConfigurationRow & { item_id: string; quantity: number; unit_price_satang: number };

@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery, CartView> {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ cartId }: GetCartQuery): Promise<CartView> {
    const { rows } = await this.pool.query<CartRow>(
      `SELECT l.item_id, l.quantity, l.unit_price_satang, c.*
       FROM rm_cart_lines l
       JOIN (SELECT ${CONFIGURATION_COLUMNS} FROM rm_configurations) c ON c.id = l.configuration_id
       WHERE l.cart_id = $1
       ORDER BY l.created_at, l.item_id`,
      [cartId],
    );
    const catalog = await this.catalog.current();
    let count = 0;
    let subtotalSatang = 0;
    const items = rows.map((row) => {
      const view = toConfigurationView(row, catalog);
      count += row.quantity;
      subtotalSatang += row.unit_price_satang * row.quantity;
      return {
        id: row.item_id,
        quantity: row.quantity,
        configurationId: view.id,
        configuration: {
          model: { id: view.modelId, name: view.names.model },
          handedness: view.handedness,
          grip: { name: view.names.grip },
          shaft: { name: view.names.shaft },
          shaftColor: { name: view.names.shaftColor },
          length: { name: view.names.length },
          logo: { name: view.names.logo },
          logoText: view.logoText,
          totalPrice: satangToBaht(row.unit_price_satang),
        },
        lineTotal: satangToBaht(row.unit_price_satang * row.quantity),
      };
    });
    return { items, count, subtotal: satangToBaht(subtotalSatang) };
  }
}
