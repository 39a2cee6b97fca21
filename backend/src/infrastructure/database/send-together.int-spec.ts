import type { PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { runTogetherInTransaction, sendTogether } from './send-together';

describe('sendTogether / runTogetherInTransaction (real PostgreSQL, pipelined pool)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    await db.pool.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
  }, 60_000);

  afterAll(() => db.drop());
  beforeEach(() => db.pool.query('TRUNCATE notes'));

  /** Counts the writes the client's socket makes while `work` runs (a corked batch is one `_writev`). */
  const countWrites = async (client: PoolClient, work: () => Promise<unknown>): Promise<number> => {
    const socket = client.connection.stream as unknown as {
      _write: (...args: unknown[]) => unknown;
      _writev?: (...args: unknown[]) => unknown;
    };
    const { _write, _writev } = socket;
    let writes = 0;
    socket._write = (...args) => ((writes += 1), _write.apply(socket, args));
    if (_writev) socket._writev = (...args) => ((writes += 1), _writev.apply(socket, args));
    try {
      await work();
    } finally {
      socket._write = _write;
      if (_writev) socket._writev = _writev;
    }
    return writes;
  };

  it('sends parameterised statements in one write, values kept out of the SQL text', async () => {
    const client = await db.pool.connect();
    try {
      expect(client.pipeline).toBe(true);
      const awkward = "O'Brien; DROP TABLE notes; -- \\ $1";
      const statements = [
        { text: 'INSERT INTO notes VALUES ($1, $2)', values: [1, awkward] },
        { text: 'INSERT INTO notes VALUES ($1, $2)', values: [2, 'two'] },
        { text: 'SELECT body FROM notes WHERE id = $1', values: [1] },
      ];
      // Control: the same statements awaited one by one leave in one write each.
      const oneByOne = await countWrites(client, async () => {
        for (const statement of ['BEGIN', ...statements, 'ROLLBACK'])
          await (typeof statement === 'string' ? client.query(statement) : client.query(statement));
      });
      expect(oneByOne).toBe(5);
      let results: Awaited<ReturnType<typeof sendTogether>> = [];
      const together = await countWrites(client, async () => {
        results = await sendTogether(client, ['BEGIN', ...statements, 'COMMIT']);
      });
      expect(together).toBe(1);
      expect(results[3].rows).toEqual([{ body: awkward }]);
      // Prepared once per connection, named after their text: the two inserts share one.
      const { rows } = await client.query(
        `SELECT statement FROM pg_prepared_statements WHERE name LIKE 'st\\_%' ORDER BY statement`,
      );
      expect(rows.map((row) => row.statement)).toEqual([statements[0].text, statements[2].text]);
    } finally {
      client.release();
    }
    expect((await db.pool.query('SELECT id FROM notes ORDER BY id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('commits them as one transaction, and a failure anywhere rolls back all of them', async () => {
    await runTogetherInTransaction(db.pool, [{ text: 'INSERT INTO notes VALUES ($1, $2)', values: [1, 'kept'] }]);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM notes')).rows[0].n).toBe(1);

    const failing = runTogetherInTransaction(db.pool, [
      { text: 'INSERT INTO notes VALUES ($1, $2)', values: [2, 'before the failure'] },
      { text: 'INSERT INTO notes VALUES ($1, $2)', values: [1, 'duplicate key'] },
      { text: 'INSERT INTO notes VALUES ($1, $2)', values: [3, 'after the failure'] },
    ]);
    // The first failure is the one reported, not "current transaction is aborted" of the statements behind it.
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect((await db.pool.query('SELECT id FROM notes ORDER BY id')).rows).toEqual([{ id: 1 }]);

    // The connection went back to the pool outside any transaction: every connection still works.
    const clients = await Promise.all(Array.from({ length: 3 }, () => db.pool.connect()));
    try {
      for (const client of clients) expect(client.getTransactionStatus()).toBe('I');
    } finally {
      for (const client of clients) client.release();
    }
  });
});
