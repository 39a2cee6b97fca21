import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { Client } from 'pg';

const TOKEN = /#token=([A-Za-z0-9_-]{43})/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The newest mail in the run's SMTP catcher folder (E2E_MAIL_DIR) addressed to `to` that `accept` takes. */
const newestInCatcher = async (dir: string, to: string, accept: (mail: ParsedMail) => boolean) => {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await simpleParser(readFileSync(path.join(dir, file)));
    const addressed = [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to));
    if (addressed && accept(mail)) return mail;
  }
  return undefined;
};

const tokenAfter = (mail: ParsedMail, linkPath: string) => TOKEN.exec(mail.text?.split(linkPath)[1] ?? '')?.[1];

/** From the mails the app's worker delivered to the run's SMTP catcher: the newest to `to` with a link. */
const fromCatcher = async (dir: string, to: string, linkPath: string) => {
  const mail = await newestInCatcher(dir, to, (m) => tokenAfter(m, linkPath) !== undefined);
  const token = mail && tokenAfter(mail, linkPath);
  return token ? { token, language: /\blang="th"/.test(String(mail.html)) ? 'th' : 'en' } : undefined;
};

/** From the mail outbox of the app's database (DATABASE_URL): the row the request committed, before any sending. */
const fromOutbox = async (url: string, kind: string, to: string) => {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ token: string; language: string }>(
      `SELECT data->>'token' AS token, language FROM mail_outbox WHERE kind = $1 AND recipient = $2
       ORDER BY created_at DESC LIMIT 1`,
      [kind, to],
    );
    return rows[0]?.token ? rows[0] : undefined;
  } finally {
    await db.end();
  }
};

/**
 * The token and language of the newest mail of `kind` to `to` whose link goes to `linkPath`, as its inbox would show
 * it: from the run's SMTP catcher when the e2e setup started one (E2E_MAIL_DIR), else from the app's outbox
 * (DATABASE_URL). Waits for it: the worker sends a moment after the request.
 */
export const mailedLink = async (
  kind: string,
  to: string,
  linkPath: string,
): Promise<{ token: string; language: string }> => {
  const dir = process.env.E2E_MAIL_DIR;
  const url = process.env.DATABASE_URL;
  if (!dir && !url) throw new Error('Neither E2E_MAIL_DIR (the e2e SMTP catcher) nor DATABASE_URL is set');
  for (let attempt = 0; attempt < 150; attempt++) {
    const found = dir ? await fromCatcher(dir, to, linkPath) : await fromOutbox(url ?? '', kind, to);
    if (found) return found;
    await sleep(200);
  }
  throw new Error(`no ${kind} mail to ${to} arrived`);
};

/** The newest mail the app's worker delivered to `to` through the run's SMTP catcher (E2E_MAIL_DIR), waited for. */
export const mailTo = async (to: string, subject: RegExp): Promise<ParsedMail> => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is unset: run against the app global-setup starts (it sets SMTP_URL)');
  for (let tries = 0; tries < 300; tries++) {
    const mail = await newestInCatcher(dir, to, (m) => subject.test(m.subject ?? ''));
    if (mail) return mail;
    await sleep(100);
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
};
