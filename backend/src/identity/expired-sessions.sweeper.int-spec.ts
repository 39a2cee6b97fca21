import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { ExpiredSessionsSweeper } from './expired-sessions.sweeper';

describe('ExpiredSessionsSweeper', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('removes sessions a day past their end and keeps the rest', async () => {
    const { rows } = await db.pool.query(
      `INSERT INTO users (email, password_hash) VALUES ('sweep@example.com', 'x') RETURNING id`,
    );
    const user = rows[0].id as string;
    const add = (id: string, expires: string, revoked: string | null) =>
      db.pool.query(
        `INSERT INTO sessions (id, user_id, expires_at, revoked_at)
         VALUES ($1, $2, now() + $3::interval, now() + $4::interval)`,
        [id, user, expires, revoked],
      );
    await add('live', '14 days', null);
    await add('just-expired', '-2 hours', null);
    await add('long-expired', '-3 days', null);
    await add('long-revoked', '10 days', '-2 days');
    await add('just-revoked', '10 days', '-1 hour');

    expect(await new ExpiredSessionsSweeper(db.pool).sweep()).toBe(2);
    const left = await db.pool.query('SELECT id FROM sessions ORDER BY id');
    expect(left.rows.map((r) => r.id)).toEqual(['just-expired', 'just-revoked', 'live']);
  });
});
