import type { Pool } from 'pg';

/**
 * Appends an OrderPlaced exactly as the previous release wrote it (schema version 1: plaintext name, e-mail, phone
 * and addresses at the top of `data`, no `schemaVersion` in the metadata), straight into the PostgreSQL log.
 */
export async function appendOrderPlacedV1(pool: Pool, data: { orderId: string; placedAt: string; sessionId: string }) {
  const metadata = {
    correlationId: 'legacy',
    causationId: null,
    actor: { kind: 'session', id: data.sessionId },
    channel: 'web',
    at: data.placedAt,
  };
  await pool.query(
    `SELECT * FROM append_to_stream($1, 0, ARRAY[gen_random_uuid()], ARRAY['OrderPlaced'], ARRAY[$2::jsonb],
       ARRAY[$3::jsonb])`,
    [`order-${data.orderId}`, JSON.stringify(data), JSON.stringify(metadata)],
  );
}
