import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ErasureResult } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { CustomerAddressesService } from '../../accounts';
import { SessionsRepository, UsersRepository } from '../../identity';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { forgetSubjects, personalDataLookup, subjectOf } from '../../infrastructure/personal-data/personal-data-vault';
import { tablesBeingBuilt } from '../../infrastructure/projections/rebuild';
import { ERASED_ORDER_COLUMNS, orderDetailsProjection } from '../projections/order-details.projection';
import { sealLegacyOrderEvents } from './seal-legacy-events';

/**
 * PDPA erasure by crypto-shredding. A customer's orders keep id, dates, lines, totals and payment status; their
 * name, e-mail, phone and addresses are sealed in the log with the customer's key, and erasing deletes that key, so
 * no replay or rebuild can read them again. The order read model is overwritten with "erased" in the same
 * transaction, the saved checkout details and the account (with its sessions) are deleted.
 */
@Injectable()
export class CustomerErasure {
  private readonly logger = new Logger('erasure');

  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly addresses: CustomerAddressesService,
    private readonly config: AppConfig,
  ) {}

  /** Staff: erase whoever is known by this e-mail (orders placed with it, and the account of that e-mail). */
  async eraseByEmail(email: string): Promise<ErasureResult> {
    const user = await this.users.findByEmail(email.trim());
    if (user && user.role !== 'customer') throw new DomainError('staff_account');
    return this.erase(email.trim(), user?.id ?? null);
  }

  /** The signed-in shopper's "Delete my account": their account e-mail and every order placed while signed in. */
  async eraseAccount(user: { id: string; email: string; role: string }): Promise<ErasureResult> {
    if (user.role !== 'customer') throw new DomainError('staff_account');
    return this.erase(user.email, user.id);
  }

  private async erase(email: string, userId: string | null): Promise<ErasureResult> {
    // Events from before sealing hold the fields in plaintext: seal them with the key about to be deleted.
    const legacyEventsSealed = this.config.EVENTSTORE_URL
      ? 0
      : await sealLegacyOrderEvents(this.pool, { email, userId });
    if (userId) await this.sessions.revokeAllOf(userId);
    const result = await withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ subject_id: string }>(
        `SELECT DISTINCT personal_subject_id AS subject_id FROM rm_orders
         WHERE personal_subject_id IS NOT NULL AND (lower(customer_email) = lower($1) OR user_id = $2)`,
        [email, userId],
      );
      const byLookup = await subjectOf(tx, personalDataLookup({ email }));
      const subjects = [...new Set([...rows.map((r) => r.subject_id), ...(byLookup ? [byLookup] : [])])];
      const keysDeleted = await forgetSubjects(tx, subjects);
      const erase = (table: string) =>
        tx.query(
          `UPDATE ${table} SET ${ERASED_ORDER_COLUMNS}
           WHERE personal_subject_id = ANY($1::uuid[]) OR lower(customer_email) = lower($2) OR user_id = $3`,
          [subjects, email, userId],
        );
      const erased = await erase('rm_orders');
      // A blue/green rebuild replaying the log now has its own copy of the table: erase there too.
      for (const table of await tablesBeingBuilt(tx, orderDetailsProjection.name, 'rm_orders')) await erase(table);
      return { keysDeleted, ordersErased: erased.rowCount ?? 0 };
    });
    await this.addresses.deleteByEmail(email);
    const accountDeleted = userId ? await this.users.delete(userId) : false;
    this.logger.log({ ...result, legacyEventsSealed, accountDeleted }, 'customer erased');
    return { ...result, legacyEventsSealed, accountDeleted };
  }
}
