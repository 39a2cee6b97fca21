import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { UsersRepository } from '../users.repository';

/** Runs in the transaction that proved `userId` holds `email` (what it writes commits with the proof), or on sign-in. */
export type AddressProvenListener = (db: Queryable, userId: string, email: string) => Promise<void>;

export type Queryable = Pick<ClientBase, 'query'>;

/**
 * The moment an account proves it holds its address (a mailed link redeemed). Other contexts subscribe through the
 * identity entry (orders links the anonymous orders of that address), so identity never imports them.
 */
@Injectable()
export class VerifiedAddresses {
  private readonly listeners: AddressProvenListener[] = [];

  constructor(private readonly users: UsersRepository) {}

  onProven(listener: AddressProvenListener): void {
    this.listeners.push(listener);
  }

  /** Marks the account verified and tells the listeners; `token_invalid` when the account has left that address. */
  async proven(tx: ClientBase, userId: string, email: string): Promise<void> {
    if (!(await this.users.markVerified(tx, userId, email))) throw new DomainError('token_invalid');
    await this.announce(tx, userId, email);
  }

  /**
   * Tells the listeners about an address the account holds (already marked verified): one it was just moved to, or,
   * at each sign-in of a verified account, its own (orders placed anonymously with it since are linked then).
   */
  async announce(db: Queryable, userId: string, email: string): Promise<void> {
    for (const listener of this.listeners) await listener(db, userId, email);
  }
}
