import { type ClientBase, Pool } from 'pg';

/**
 * Runs `work` inside BEGIN/COMMIT, rolling back on any error. Given a pool it takes a connection for the
 * transaction and gives it back; given a client it uses that connection (the caller may hold a lock on it).
 */
export async function withTransaction<T>(db: Pool | ClientBase, work: (tx: ClientBase) => Promise<T>): Promise<T> {
  if (db instanceof Pool) {
    const client = await db.connect();
    try {
      return await withTransaction(client, work);
    } finally {
      client.release();
    }
  }
  await db.query('BEGIN');
  try {
    const result = await work(db);
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
