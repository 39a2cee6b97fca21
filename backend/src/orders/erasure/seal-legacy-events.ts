import type { PersonalDataRef } from '@sound-putter/contracts';
import type { Pool } from 'pg';
import { EventUpcasters } from '../../infrastructure/event-store/upcasters';
import { personalDataLookup, sealPersonalData } from '../../infrastructure/personal-data/personal-data-vault';
import { orderEventUpcasters, type PlaintextPersonalFieldsV1 } from '../order-event-upcasters';

const PERSONAL_TYPES = ['OrderPlaced', 'OrderDetailsChanged'];
const registry = new EventUpcasters(orderEventUpcasters);

/** Which legacy events to seal: all of them, or one customer's (by e-mail, and/or the orders of an account). */
export interface LegacyFilter {
  email?: string | null;
  userId?: string | null;
}

/** Seals version-1 order events' personal fields in place (the one rewrite of history); idempotent. */
export async function sealLegacyOrderEvents(pool: Pool, filter: LegacyFilter = {}): Promise<number> {
  const all = !filter.email && !filter.userId;
  const { rows } = await pool.query<{ global_position: string; type: string; data: PlaintextPersonalFieldsV1 }>(
    `SELECT global_position, type, data FROM events
     WHERE type = ANY($1::text[]) AND COALESCE((metadata->>'schemaVersion')::int, 1) = 1
       AND ($2 OR lower(data->'customer'->>'email') = lower($3) OR data->>'userId' = $4)
     ORDER BY global_position`,
    [PERSONAL_TYPES, all, filter.email?.trim() ?? null, filter.userId ?? null],
  );
  let sealed = 0;
  for (const row of rows) {
    const { customer, shippingAddress, billingAddress, ...rest } = row.data;
    const owner = { ...customer, userId: (rest as { userId?: string | null }).userId };
    const personal: PersonalDataRef = await sealPersonalData(pool, personalDataLookup(owner), {
      customer,
      shippingAddress,
      billingAddress,
    });
    const { rowCount } = await pool.query(
      `UPDATE events SET data = $2::jsonb, metadata = metadata || jsonb_build_object('schemaVersion', $3::int)
       WHERE global_position = $1 AND COALESCE((metadata->>'schemaVersion')::int, 1) = 1`,
      [row.global_position, JSON.stringify({ ...rest, personal }), registry.currentVersion(row.type)],
    );
    if (rowCount !== 1) continue;
    sealed++;
    // The read model learns whose key its personal columns came from, so erasure finds the row.
    await pool.query('UPDATE rm_orders SET personal_subject_id = $2 WHERE id = $1', [rest.orderId, personal.subjectId]);
  }
  return sealed;
}
