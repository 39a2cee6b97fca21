import { Client } from 'pg';

/**
 * The token and language of the latest mail of `kind` to `to`, read from the mail outbox of the app under test (the database
 * it was started with, DATABASE_URL), as its inbox would show the link. Polls: the request commits its mail first.
 */
export const mailedLink = async (kind: string, to: string): Promise<{ token: string; language: string }> => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the lookup test reads the mail outbox of the app it starts');
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await db.query<{ token: string; language: string }>(
        `SELECT data->>'token' AS token, language FROM mail_outbox WHERE kind = $1 AND recipient = $2
         ORDER BY created_at DESC LIMIT 1`,
        [kind, to],
      );
      if (rows[0]?.token) return rows[0];
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no ${kind} mail to ${to} in the outbox`);
  } finally {
    await db.end();
  }
};
