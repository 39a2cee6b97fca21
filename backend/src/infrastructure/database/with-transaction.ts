import { type ClientBase, Pool } from 'pg';

/**
 * Runs `work` inside BEGIN/COMMIT, rolling back on any error. Given a pool it takes a connection for the
 * transaction and gives it back; given a client it uses that connection (the caller may hold a lock on it).
 */
export async function withTransaction<T>(
  db: Pool | Pick<Pool, 'connect'> | ClientBase,
  work: (tx: ClientBase) => Promise<T>,
): Promise<T> {
  if (db instanceof Pool || !('query' in db)) {
    const client = await db.connect();
    try {
      return await withTransaction(client, work);
    } finally {
      client.release();
    }
  }
  const tx = db as ClientBase;
  await tx.query('BEGIN');
  try {
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
