/**
 * Mail sending benchmark: mails per second the worker's MailSender sends from the outbox to a local SMTP server,
 * against raw nodemailer sends of the same rendered mail in the same run. Method: bench/README.md.
 *
 *   npm run bench:mail   (BENCH_MAILS=400 per run; BENCH_ROUNDS=3; DATABASE_URL as the others)
 */
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { Pool } from 'pg';
import { loadConfig } from '../src/infrastructure/config/app-config';
import { shopPgTypes } from '../src/infrastructure/database/pg-types';
import { MailOutbox, MailSender, noMailAttachments } from '../src/mail';
import { MailRenderer } from '../src/mail/mail-renderer';
import { loadAverage, median, printTable, redisUrl, withBenchDatabase } from './bench-support';
import { startSmtpSink } from './smtp-sink';

const MAILS = Number(process.env.BENCH_MAILS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCIES = [2, 8];
const FROM = 'Sound Putter <shop@bench.example>';

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 2));
};

async function main(): Promise<void> {
  // The sender's start and stop lines would interleave with the table.
  Logger.overrideLogger(['error']);
  console.log(`mail send bench: ${MAILS} mails per run, ${ROUNDS} rounds; load ${loadAverage()}`);
  await withBenchDatabase('mail', async (url) => {
    const pool = new Pool({ connectionString: url, max: 20, types: shopPgTypes });
    const sink = await startSmtpSink();
    const configOf = (concurrency: number) =>
      loadConfig({
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        SMTP_URL: sink.url,
        MAIL_FROM: FROM,
        MAIL_SEND_CONCURRENCY: String(concurrency),
        MAIL_POLL_MS: '50',
      });
    const renderer = new MailRenderer(configOf(1));
    const data = { requestedBy: 'bench@example.com' };
    const rendered = await renderer.render('mail-check', 'th', data);

    /** Rendering alone: what each mail costs the worker before SMTP. */
    const renderRate = async () => {
      const started = performance.now();
      for (let i = 0; i < MAILS; i++) await renderer.render('mail-check', 'th', data);
      return (MAILS * 1000) / (performance.now() - started);
    };
    /** Baseline: the same rendered mail through a pooled nodemailer transport, `concurrency` sends in flight. */
    const rawRate = async (concurrency: number) => {
      const transport = createTransport({ url: sink.url, pool: true, maxConnections: concurrency });
      const before = sink.count();
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < MAILS) {
            const i = next++;
            await transport.sendMail({
              from: FROM,
              to: `shopper${i}@bench.example`,
              subject: rendered.subject,
              html: rendered.html,
              text: rendered.text,
            });
          }
        }),
      );
      await until(() => sink.count() - before >= MAILS);
      const rate = (MAILS * 1000) / (performance.now() - started);
      transport.close();
      return rate;
    };
    /** The worker: outbox rows claimed, rendered, sent and committed one transaction each. */
    const workerRate = async (concurrency: number, round: number) => {
      const config = configOf(concurrency);
      await new MailOutbox(pool).enqueue(
        Array.from({ length: MAILS }, (_, i) => ({
          key: `bench:${concurrency}:${round}:${i}`,
          kind: 'mail-check' as const,
          to: `shopper${i}@bench.example`,
          language: 'th' as const,
          data,
        })),
      );
      const sender = new MailSender(pool, config, new MailRenderer(config), noMailAttachments);
      const before = sink.count();
      const started = performance.now();
      sender.start();
      await until(() => sink.count() - before >= MAILS);
      const elapsed = performance.now() - started;
      await sender.stop();
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent' AND idempotency_key LIKE $1`,
        [`bench:${concurrency}:${round}:%`],
      );
      if (rows[0].n !== MAILS) throw new Error(`only ${rows[0].n} of ${MAILS} mails recorded sent`);
      return (MAILS * 1000) / elapsed;
    };

    const renders: number[] = [];
    const results = new Map<number, { raw: number[]; worker: number[] }>(
      CONCURRENCIES.map((c) => [c, { raw: [], worker: [] }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      renders.push(await renderRate());
      for (const concurrency of CONCURRENCIES) {
        const r = results.get(concurrency)!;
        // Alternate which goes first, so neither always runs on a warmer process.
        if (round % 2 === 0) {
          r.raw.push(await rawRate(concurrency));
          r.worker.push(await workerRate(concurrency, round));
        } else {
          r.worker.push(await workerRate(concurrency, round));
          r.raw.push(await rawRate(concurrency));
        }
      }
    }
    const f = (n: number) => n.toFixed(0);
    const rows = [
      ['MJML render only (1 at a time)', f(median(renders)), '', ''],
      ...CONCURRENCIES.map((c) => {
        const r = results.get(c)!;
        const ratios = r.worker.map((w, i) => w / r.raw[i]);
        return [
          `worker vs raw nodemailer, ${c} in flight`,
          f(median(r.worker)),
          f(median(r.raw)),
          `${median(ratios).toFixed(2)}x`,
        ];
      }),
    ];
    printTable(
      [
        ['run (median of rounds)', 42],
        ['mails/s', 10],
        ['raw mails/s', 13],
        ['ratio', 8],
      ],
      rows,
    );
    console.log(`load at the end ${loadAverage()}`);
    await sink.close();
    await pool.end();
  });
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
