import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Pool, type PoolClient } from 'pg';
import { AppConfig } from '../infrastructure/config/app-config';
import { mailAttempts } from '../infrastructure/metrics/metrics';
import { afterFailure, describeError, isPermanent, messageIdOf, type RetryPolicy } from './delivery-policy';
import { type MailAttachment, MailAttachments } from './mail-attachments';
import type { MailLanguage } from './mail-kinds';
import { MailRenderer } from './mail-renderer';

interface DueMail {
  id: string;
  idempotency_key: string;
  kind: string;
  recipient: string;
  language: MailLanguage;
  data: Record<string, unknown>;
  attempts: number;
}

export type SendOutcome = 'sent' | 'failed' | 'dead' | 'none';

type Attempt = { ok: true; messageId: string } | { ok: false; error: string; permanent: boolean; waiting?: boolean };

/**
 * Drains the mail outbox over SMTP: each mail in its own transaction holding the row's lock until the outcome is
 * committed, so a killed worker leaves it due again (README "Mail", what "once" means).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('mail');
  private readonly policy: RetryPolicy;
  private transport?: Transporter;
  private listener?: PoolClient;
  private listening?: Promise<void>;
  /** Counts wake-ups, so one that came while a loop was busy is not lost when it then goes idle. */
  private signals = 0;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();

  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly config: AppConfig,
    private readonly renderer: MailRenderer,
    private readonly attachments: MailAttachments,
  ) {
    this.policy = {
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      baseMs: config.MAIL_RETRY_BASE_MS,
      maxMs: config.MAIL_RETRY_MAX_MS,
    };
  }

  onApplicationBootstrap(): void {
    if (this.config.MAIL === 'off') {
      this.logger.warn('MAIL=off: no mail is sent; mails wait in the outbox (mail_outbox) until mail is on');
      return;
    }
    if (!this.config.SMTP_URL) {
      this.logger.warn('SMTP_URL is not set: no mail is sent; mails wait in the outbox (mail_outbox)');
      return;
    }
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Starts MAIL_SEND_CONCURRENCY sending loops, woken by new mails (NOTIFY) and every MAIL_POLL_MS. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: this.config.MAIL_SEND_CONCURRENCY }, () => this.loop());
    this.logger.log(`sending mail from ${this.config.MAIL_FROM} over ${this.smtpHost()}`);
  }

  /** Lets the mails in flight finish, then closes the SMTP connections. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await Promise.all(this.loops);
    await this.listening?.catch(() => undefined);
    this.loops = [];
    this.transport?.close();
    this.transport = undefined;
    const listener = this.listener;
    this.listener = undefined;
    if (listener) {
      listener.removeAllListeners('notification');
      await listener.query('UNLISTEN *').catch(() => undefined);
      listener.release();
    }
  }

  /** Sends the most overdue mail, if any is due, and commits its outcome. */
  async sendNext(): Promise<SendOutcome> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<DueMail>(
        `SELECT id, idempotency_key, kind, recipient, language, data, attempts FROM mail_outbox
         WHERE status IN ('pending', 'failed') AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const mail = rows[0];
      if (!mail) {
        await client.query('COMMIT');
        return 'none';
      }
      const attempt = await this.attempt(mail);
      const outcome = await this.record(client, mail, attempt);
      await client.query('COMMIT');
      // A mail waiting for its attachment is no SMTP failure: counted apart, so `failed` still means an outage.
      mailAttempts.inc({ outcome: !attempt.ok && attempt.waiting ? 'waiting' : outcome });
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async attempt(mail: DueMail): Promise<Attempt> {
    let rendered;
    try {
      rendered = await this.renderer.render(mail.kind, mail.language, mail.data);
    } catch (error) {
      return { ok: false, error: `cannot render: ${describeError(error)}`, permanent: true };
    }
    const files = await this.attachmentsOf(mail);
    if (!Array.isArray(files)) return files;
    const messageId = messageIdOf(mail.idempotency_key, this.config.MAIL_FROM);
    try {
      await this.smtp().sendMail({
        from: this.config.MAIL_FROM,
        to: mail.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: rendered.headers,
        messageId,
        attachments: files,
      });
      return { ok: true, messageId };
    } catch (error) {
      return { ok: false, error: describeError(error), permanent: isPermanent(error) };
    }
  }

  /**
   * The mail's files, asked for now. One not made yet (the receipt's tax invoice, issued by another consumer) makes
   * this attempt fail so the retry policy tries again later; on the last attempt the mail goes without it, logged.
   */
  private async attachmentsOf(mail: DueMail): Promise<MailAttachment[] | Attempt> {
    let missing: string;
    try {
      const outcome = await this.attachments.forMail(mail.kind, mail.data);
      if (outcome.ready) return outcome.attachments;
      missing = outcome.waitingFor;
    } catch (error) {
      missing = `its attachments (${describeError(error)})`;
    }
    if (mail.attempts + 1 < this.policy.maxAttempts)
      return { ok: false, error: `waiting for ${missing}`.slice(0, 500), permanent: false, waiting: true };
    this.logger.warn(`mail ${mail.id} (${mail.kind}) sent without ${missing}: still missing at its last attempt`);
    return [];
  }

  private async record(client: PoolClient, mail: DueMail, attempt: Attempt): Promise<SendOutcome> {
    const attempts = mail.attempts + 1;
    if (attempt.ok) {
      await client.query(
        `WITH sent AS (
           UPDATE mail_outbox SET status = 'sent', attempts = $2, sent_at = now(), message_id = $3, last_error = NULL
           WHERE id = $1 RETURNING id
         )
         INSERT INTO mail_attempts (mail_id, outcome) SELECT id, 'sent' FROM sent`,
        [mail.id, attempts, attempt.messageId],
      );
      return 'sent';
    }
    const next = afterFailure(attempts, attempt.permanent, this.policy);
    await client.query(
      `WITH failed AS (
         UPDATE mail_outbox SET status = $3, attempts = $2, last_error = $4,
           next_attempt_at = now() + make_interval(secs => $5::double precision / 1000)
         WHERE id = $1 RETURNING id
       )
       INSERT INTO mail_attempts (mail_id, outcome, error) SELECT id, 'failed', $4 FROM failed`,
      [mail.id, attempts, next.status, attempt.error, next.status === 'failed' ? next.retryInMs : 0],
    );
    if (next.status === 'dead') this.logger.warn(`mail ${mail.id} (${mail.kind}) is dead: ${attempt.error}`);
    return next.status;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let outcome: SendOutcome = 'none';
      const signals = this.signals;
      try {
        await this.listen();
        outcome = await this.sendNext();
      } catch (error) {
        this.logger.warn(`mail sending paused: ${describeError(error)}`);
      }
      if (outcome === 'none' && this.running && signals === this.signals) await this.idle(this.config.MAIL_POLL_MS);
    }
  }

  /** One connection per worker LISTENs for new mails; lost, the loops poll until it is back. */
  private listen(): Promise<void> {
    if (this.listener || !this.running) return Promise.resolve();
    this.listening ??= this.openListener().finally(() => {
      this.listening = undefined;
    });
    return this.listening;
  }

  private async openListener(): Promise<void> {
    const client = await this.pool.connect();
    const drop = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.release(true);
    };
    client.on('notification', () => this.wakeAll());
    client.once('error', drop);
    this.listener = client;
    try {
      await client.query('LISTEN mail_outbox');
    } catch (error) {
      drop();
      throw error;
    }
  }

  private wakeAll(): void {
    this.signals += 1;
    for (const wake of [...this.wakers]) wake();
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  private smtp(): Transporter {
    const timeout = this.config.MAIL_SMTP_TIMEOUT_MS;
    this.transport ??= createTransport({
      url: this.config.SMTP_URL,
      pool: true,
      maxConnections: this.config.MAIL_SEND_CONCURRENCY,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return this.transport;
  }

  private smtpHost(): string {
    const url = new URL(this.config.SMTP_URL ?? 'smtp://unset');
    return `${url.protocol}//${url.host}`;
  }
}
