import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type CartView, satangToBaht } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { GetCartQuery } from './get-cart.query';

interface CartLineRow {
  item_id: string;
  configuration_id: string;
  quantity: number;
  unit_price_satang: number;
}

/** The cart's own lines; what each configuration is called comes from the configurations context's query. */
@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery, CartView> {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly queries: QueryBus,
  ) {}

  async execute({ cartId }: GetCartQuery): Promise<CartView> {
    const { rows } = await this.pool.query<CartLineRow>(
      `SELECT item_id, configuration_id, quantity, unit_price_satang FROM rm_cart_lines
       WHERE cart_id = $1 ORDER BY created_at, item_id`,
      [cartId],
    );
    const summaries: ConfigurationSummary[] =
      rows.length === 0
        ? []
        : await this.queries.execute(new GetConfigurationsQuery(rows.map((r) => r.configuration_id)));
    const byId = new Map(summaries.map((s) => [s.id, s]));
    let count = 0;
    let subtotalSatang = 0;
    const items = rows.flatMap((row) => {
      const view = byId.get(row.configuration_id);
      if (!view) return [];
      count += row.quantity;
      subtotalSatang += row.unit_price_satang * row.quantity;
      return [
        {
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
            faceMill: { name: view.names.faceMillOption },
            finish: view.names.millOption ? { name: view.names.millOption } : null,
            giftBox: { name: view.names.giftBox },
            logos: view.logoConfigurations,
            choices: view.choices,
          },
          lineTotal: satangToBaht(row.unit_price_satang * row.quantity),
          currentPrice: satangToBaht(view.currentPriceSatang),
        },
      ];
    });
    return { items, count, subtotal: satangToBaht(subtotalSatang) };
  }
}
