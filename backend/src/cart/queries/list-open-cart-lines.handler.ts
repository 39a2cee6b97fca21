import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Pool } from 'pg';
import { ListOpenCartLinesQuery, type OpenCartLine } from './list-open-cart-lines.query';

@QueryHandler(ListOpenCartLinesQuery)
export class ListOpenCartLinesHandler implements IQueryHandler<ListOpenCartLinesQuery, OpenCartLine[]> {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async execute({ limit }: ListOpenCartLinesQuery): Promise<OpenCartLine[]> {
    const { rows } = await this.pool.query<{
      cart_id: string;
      configuration_id: string;
      quantity: number;
      unit_price_satang: string;
      updated_at: Date;
    }>(
      `SELECT cart_id, configuration_id, quantity, unit_price_satang, updated_at FROM rm_cart_lines
       ORDER BY updated_at DESC, item_id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      cartId: r.cart_id,
      configurationId: r.configuration_id,
      quantity: r.quantity,
      unitPriceSatang: Number(r.unit_price_satang),
      updatedAt: r.updated_at.toISOString(),
    }));
  }
}
