import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Pool } from 'pg';
import { GetOpenOrderDeadlinesQuery, type OpenOrderDeadline } from './get-open-deadlines.query';

@QueryHandler(GetOpenOrderDeadlinesQuery)
export class GetOpenOrderDeadlinesHandler implements IQueryHandler<GetOpenOrderDeadlinesQuery, OpenOrderDeadline[]> {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async execute(): Promise<OpenOrderDeadline[]> {
    const { rows } = await this.pool.query<{ id: string; delivery_deadline: Date }>(
      `SELECT id, delivery_deadline FROM rm_orders
        WHERE status IN ('confirmed', 'crafting', 'shipped') AND delivery_deadline IS NOT NULL AND NOT deadline_missed
          AND cancelled_at IS NULL`,
    );
    return rows.map((r) => ({ orderId: r.id, deliveryDeadline: r.delivery_deadline.toISOString() }));
  }
}
