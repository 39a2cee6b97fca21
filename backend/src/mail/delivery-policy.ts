import { createHash } from 'node:crypto';

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

export type AfterFailure = { status: 'failed'; retryInMs: number } | { status: 'dead' };

/** SMTP answers a permanent refusal (unknown mailbox, rejected sender) with 5xx: retrying cannot help. */
export const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** After attempt `attempts` failed: wait base × 2^(attempts-1), capped; dead when out of attempts or refused for good. */
export const afterFailure = (attempts: number, permanent: boolean, policy: RetryPolicy): AfterFailure => {
  if (permanent || attempts >= policy.maxAttempts) return { status: 'dead' };
  return { status: 'failed', retryInMs: Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1)) };
};

/** The sender address's domain (`Name <a@b>` or `a@b`). */
export const domainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * The same Message-ID for every attempt of one outbox row: a mail sent again after a crash in the instant between
 * the SMTP server's acceptance and our commit carries the id of the first, so mail systems can drop the copy.
 */
export const messageIdOf = (idempotencyKey: string, from: string): string =>
  `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${domainOf(from)}>`;

/** An error as one line for the mail log, without stack traces and bounded in size. */
export const describeError = (error: unknown): string => {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const parts = [e?.code, e?.responseCode, e?.message ?? String(error)].filter((p) => p !== undefined && p !== null);
  return parts.join(' ').replace(/\s+/g, ' ').slice(0, 500);
};
