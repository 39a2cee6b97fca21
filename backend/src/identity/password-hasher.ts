import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { Semaphore, SemaphoreQueueFull } from './semaphore';

/** OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasherOptions {
  concurrency: number;
  queueLimit: number;
}

/**
 * argon2id behind a semaphore: each hash holds a libuv thread and 19 MiB, so a sign-in flood waits its turn instead
 * of taking every thread (file and DNS work share them) and the memory.
 */
export class PasswordHasher {
  private readonly semaphore: Semaphore;
  private dummyHash: Promise<string> | null = null;

  constructor(options: PasswordHasherOptions = { concurrency: 2, queueLimit: 100 }) {
    this.semaphore = new Semaphore(options.concurrency, options.queueLimit);
  }

  hash(password: string): Promise<string> {
    return this.limited(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  /** False for a malformed stored hash too: a broken row must not become a 500 that tells the account exists. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.limited(() => argon2.verify(hash, password).catch(() => false));
  }

  /** Spends the same work as a real verify, for an e-mail with no account, so timing does not reveal which ones exist. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
    await this.verify(await this.dummyHash, password);
    return false;
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.semaphore.run(task);
    } catch (error) {
      if (error instanceof SemaphoreQueueFull) throw new DomainError('service_unavailable');
      throw error;
    }
  }
}
