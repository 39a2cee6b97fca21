import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { WrongExpectedVersionError } from '../event-store.port';
import { PostgresEventStore, type PostgresInlineProjection } from './postgres-event-store';
import { systemMetadata } from '../../../../test/support/event-metadata';

const metadata = systemMetadata({
  correlationId: 'c0ffee00-0000-4000-8000-000000000001',
  at: '2026-11-22T05:00:00.000Z',
});
const event = (n: number) => ({ event: { type: 'Noted', data: { n, text: "it's \\ quoted" } }, metadata });
const rowFor = (n: number) => [
  { text: 'INSERT INTO rm_notes (n, text) VALUES ($1, $2)', values: [n, "it's \\ quoted"] },
];

/** Notes: written as statements from the event alone. `apply` counts calls, to show the one-message path skips it. */
const applied: number[] = [];
const notes: PostgresInlineProjection = {
  name: 'notes',
  handles: ['Noted', 'NotedQuietly'],
  statements: (e) => (e.type === 'Noted' ? rowFor((e.data as { n: number }).n) : []),
  apply: async (_tx, e) => void applied.push((e.data as { n: number }).n),
};

describe('PostgreSQL append with inline read-model statements (one message, one transaction)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query('CREATE TABLE rm_notes (n integer PRIMARY KEY, text text NOT NULL)');
    store = new PostgresEventStore(db.pool, { inline: [notes] });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  const count = async (sql: string) => Number((await db.pool.query(sql)).rows[0].n);

  it('commits the events and the rows together, values escaped', async () => {
    const result = await store.appendToStream('note-1', [event(1)], { expectedVersion: 0 });
    expect(result.nextExpectedVersion).toBe(1);
    expect((await db.pool.query('SELECT text FROM rm_notes WHERE n = 1')).rows).toEqual([{ text: "it's \\ quoted" }]);
  });

  it('writes neither when the expected version is stale', async () => {
    await expect(store.appendToStream('note-1', [event(2)], { expectedVersion: 0 })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'note-1'`)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM rm_notes WHERE n = 2')).toBe(0);
  });

  it('appends nothing when a read-model statement fails', async () => {
    await expect(store.appendToStream('note-3', [event(1)], { expectedVersion: 0 })).rejects.toMatchObject({
      code: '23505',
    });
    expect(await count(`SELECT count(*) AS n FROM events WHERE stream_id = 'note-3'`)).toBe(0);
  });

  it('uses the plain append when no read model needs writing', async () => {
    await store.appendToStream('note-4', [{ ...event(4), event: { type: 'NotedQuietly', data: { n: 4 } } }], {
      expectedVersion: 0,
    });
    await store.appendToStream('note-5', [{ ...event(5), event: { type: 'Unrelated', data: { n: 5 } } }], {
      expectedVersion: 0,
    });
    expect(await count(`SELECT count(*) AS n FROM events WHERE stream_id IN ('note-4', 'note-5')`)).toBe(2);
    expect(await count('SELECT count(*) AS n FROM rm_notes WHERE n IN (4, 5)')).toBe(0);
    expect(applied).toEqual([]);
  });
});
