import type { SMTPServerSession } from 'smtp-server';
import { findFreePort, waitFor } from './support/local-services';
import { MailOutbox, type OutgoingMail } from '../src/mail';
import { messageIdOf } from '../src/mail/delivery-policy';
import { type BuiltProcess, isBuilt, preparedTestDatabase, runBuilt } from './support/built-process';
import { type SmtpCatcher, type SmtpHooks, startSmtpCatcher } from './support/smtp-catcher';
import { type TestDatabase, testRedisUrl } from './support/test-database';

const FROM = 'Sound Putter <shop@putter.example>';

const mail = (key: string): OutgoingMail => ({
  key,
  kind: 'mail-check',
  to: 'somchai@example.com',
  language: 'en',
  data: { requestedBy: 'staff@example.com' },
});

type Step = 'MAIL FROM' | 'RCPT TO' | 'DATA';

/**
 * Exactly once across a crash: the built worker (as production runs it) is SIGKILLed in the middle of an SMTP
 * conversation with a real SMTP server, then started again. Needs `npm run build`.
 */
(isBuilt('worker.js') ? describe : describe.skip)('mail sent by a worker killed mid-conversation', () => {
  let db: TestDatabase;
  let outbox: MailOutbox;
  let smtp: SmtpCatcher;
  let worker: BuiltProcess | undefined;
  /** What the SMTP server does at each step, set per test. */
  let hooks: SmtpHooks = {};

  const startWorker = () =>
    runBuilt('worker.js', {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      WORKER_PORT: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      MAIL_POLL_MS: '100',
    });
  const killWorker = async () => {
    const running = worker;
    if (!running) return;
    running.child.kill('SIGKILL');
    expect(await running.exited).toBeNull();
  };
  const rowOf = async (key: string) =>
    (await db.pool.query('SELECT status, attempts FROM mail_outbox WHERE idempotency_key = $1', [key])).rows[0];
  const arrived = (key: string) => smtp.received.filter((m) => m.messageId === messageIdOf(key, FROM)).length;
  const waitForArrival = (key: string, count = 1) =>
    waitFor(`${count} × ${key} at the SMTP server`, async () => arrived(key) >= count, {
      timeoutMs: 60_000,
      failFast: () =>
        worker && worker.child.exitCode !== null ? new Error(`the worker exited:\n${worker.output()}`) : undefined,
    });

  beforeAll(async () => {
    db = await preparedTestDatabase();
    outbox = new MailOutbox(db.pool);
    const forward = <K extends keyof SmtpHooks>(name: K) =>
      ((...args: unknown[]) => (hooks[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args)) as SmtpHooks[K];
    smtp = await startSmtpCatcher({
      hooks: {
        onMailFrom: forward('onMailFrom'),
        onRcptTo: forward('onRcptTo'),
        onData: forward('onData'),
        onAccepted: forward('onAccepted'),
      },
    });
  });
  afterEach(async () => {
    hooks = {};
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.drop();
  });

  it.each<Step>(['MAIL FROM', 'RCPT TO', 'DATA'])(
    'killed at %s (before the server accepted the message) and restarted: it arrives exactly once',
    async (step) => {
      const key = `kill-at:${step}`;
      let kills = 0;
      const killOnce = async (session: SMTPServerSession) => {
        if (session.envelope.rcptTo.some((r) => r.address !== 'somchai@example.com') || kills > 0) return;
        kills += 1;
        await killWorker();
        throw new Error('the client is gone');
      };
      hooks =
        step === 'MAIL FROM'
          ? { onMailFrom: (_a, session) => killOnce(session) }
          : step === 'RCPT TO'
            ? { onRcptTo: (_a, session) => killOnce(session) }
            : { onData: (session) => killOnce(session) };
      await outbox.enqueue([mail(key)]);
      worker = startWorker();
      await waitFor('the worker to be killed mid-conversation', async () => kills === 1, { timeoutMs: 60_000 });
      // The killed attempt's transaction rolled back: nothing arrived, nothing recorded, the mail is due again.
      expect(arrived(key)).toBe(0);
      expect(await rowOf(key)).toEqual({ status: 'pending', attempts: 0 });

      worker = startWorker();
      await waitForArrival(key);
      await waitFor('the outcome to be committed', async () => (await rowOf(key)).status === 'sent', {
        timeoutMs: 10_000,
      });
      // Positive control for "no second copy": a later mail arrives, sent after this one was settled.
      await outbox.enqueue([mail(`${key}:after`)]);
      await waitForArrival(`${key}:after`);
      expect(arrived(key)).toBe(1);
      expect(await rowOf(key)).toEqual({ status: 'sent', attempts: 1 });
    },
  );

  it('killed after the server kept the message but before its answer came back: sent again with the same Message-ID', async () => {
    const key = 'kill-after-accept';
    let kills = 0;
    hooks = {
      onAccepted: async (got) => {
        if (got.messageId !== messageIdOf(key, FROM) || kills > 0) return;
        kills += 1;
        await killWorker();
      },
    };
    await outbox.enqueue([mail(key)]);
    worker = startWorker();
    await waitFor('the worker to be killed after the acceptance', async () => kills === 1, { timeoutMs: 60_000 });
    expect(await rowOf(key)).toEqual({ status: 'pending', attempts: 0 });
    worker = startWorker();
    await waitForArrival(key, 2);
    await waitFor('the outcome to be committed', async () => (await rowOf(key)).status === 'sent', {
      timeoutMs: 10_000,
    });
    // The one copy SMTP cannot rule out (README "What once means"), carrying the first one's Message-ID.
    expect(arrived(key)).toBe(2);
    expect(await rowOf(key)).toEqual({ status: 'sent', attempts: 1 });
  });
});

(isBuilt('main.js', 'worker.js') ? describe : describe.skip)('production without SMTP_URL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await preparedTestDatabase();
  });
  afterAll(() => db?.drop());

  const production = async (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    PAYMENTS_TEST_GATEWAY: 'allow',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    PORT: String(await findFreePort()),
    WORKER_PORT: '0',
    METRICS_PORT: '0',
    ...extra,
  });

  it.each(['main.js', 'worker.js'])('%s refuses to start, saying what to set', async (script) => {
    const proc = runBuilt(script, await production());
    const giveUp = setTimeout(() => void proc.stop(), 30_000);
    const code = await proc.exited;
    clearTimeout(giveUp);
    expect({ code, output: proc.output() }).toEqual({
      code: 78,
      output: expect.stringMatching(/SMTP_URL must be set when NODE_ENV=production[^\n]*MAIL=off/),
    });
  });

  it('starts the worker with MAIL=off on purpose, which says that no mail is sent', async () => {
    const proc = runBuilt('worker.js', await production({ MAIL: 'off' }));
    try {
      await waitFor('the worker to say mail is off', async () => /MAIL=off: no mail is sent/.test(proc.output()), {
        timeoutMs: 60_000,
        failFast: () => (proc.child.exitCode === null ? undefined : new Error(`exited:\n${proc.output()}`)),
      });
    } finally {
      await proc.stop();
    }
  });
});
