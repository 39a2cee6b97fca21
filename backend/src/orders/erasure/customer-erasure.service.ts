import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ErasureResult, PersonalDataRef } from '@sound-putter/contracts';
import type { ClientBase } from 'pg';
import { Pool } from 'pg';
import { CustomerAddressesService } from '../../accounts';
import { SessionsRepository, UsersRepository } from '../../identity';
import { MailErasure } from '../../mail';
import { OrderDocumentsErasure } from './order-documents-erasure.port';
import { NewsletterSubscriptions } from '../../newsletter';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { streams } from '../../infrastructure/event-store/stream-names';
import {
  forgetSubjects,
  openWith,
  personalDataLookup,
  sealWith,
  subjectKey,
  subjectOf,
} from '../../infrastructure/personal-data/personal-data-vault';
import { tablesBeingBuilt } from '../../infrastructure/projections/rebuild';
import { ERASED_ORDER_COLUMNS, orderDetailsProjection } from '../projections/order-details.projection';
import { sealLegacyOrderEvents } from './seal-legacy-events';

/** Whose personal data goes: the orders to erase (by SQL condition on rm_orders) and the keys named for them. */
interface ErasureTarget {
  /** `rm_orders` rows to erase: a condition on `params`. */
  orders: string;
  params: unknown[];
  email: string | null;
  userId: string | null;
}

/**
 * Orders placed signed in to the account, whatever e-mail was typed at checkout, and anonymous ones linked to it when
 * it proved their e-mail: what the account owns.
 */
const ownedByAccount = (userId: string): ErasureTarget => ({
  orders: '(user_id = $1 OR id IN (SELECT order_id FROM order_account_links WHERE user_id::text = $1))',
  params: [userId],
  email: null,
  userId,
});

/** Orders checked out with the e-mail, and its account's own orders (staff have checked the person's identity). */
const knownByEmail = (email: string, userId: string | null): ErasureTarget => ({
  orders: '(lower(customer_email) = lower($1) OR user_id = $2)',
  params: [email, userId],
  email,
  userId,
});

/** PDPA erasure by crypto-shredding, the customer's mails included (README, "Erasure of personal data"). */
@Injectable()
export class CustomerErasure {
  private readonly logger = new Logger('erasure');

  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly addresses: CustomerAddressesService,
    private readonly config: AppConfig,
    private readonly mails: MailErasure,
    private readonly newsletter: NewsletterSubscriptions,
    private readonly documents: OrderDocumentsErasure,
  ) {}

  /**
   * Staff: erase whoever is known by this e-mail (orders placed with it, and the account of that e-mail). Refused
   * (409, naming them) while one of those orders is paid and not delivered, unless `force`.
   */
  async eraseByEmail(email: string, force = false): Promise<ErasureResult> {
    const user = await this.users.findByEmail(email.trim());
    if (user && user.role !== 'customer') throw new DomainError('staff_account');
    const target = knownByEmail(email.trim(), user?.id ?? null);
    if (!force) await this.refuseOrdersInProgress(target);
    const result = await this.erase(target);
    await this.addresses.deleteByEmail(email);
    // The address's newsletter consent and its order lookup links go too (account deletion keeps them: the
    // account's address may not be proven theirs).
    await this.newsletter.forget(email);
    await this.pool.query('DELETE FROM order_lookup_links WHERE lower(email) = lower($1)', [email.trim()]);
    return { ...result, accountDeleted: user ? await this.users.delete(user.id) : false };
  }

  /**
   * The signed-in shopper's "Delete my account": the account, the orders placed while signed in to it and those
   * linked to it. An anonymous checkout with the account's e-mail is not theirs until they prove they hold it.
   * Refused like the staff erasure while one of them is paid and not delivered, unless `force`: its address would go too.
   */
  async eraseAccount(user: { id: string; email: string; role: string }, force = false): Promise<ErasureResult> {
    if (user.role !== 'customer') throw new DomainError('staff_account');
    const target = ownedByAccount(user.id);
    if (!force) await this.refuseOrdersInProgress(target);
    const result = await this.erase(target);
    await this.addresses.deleteByUser(user.id);
    return { ...result, accountDeleted: await this.users.delete(user.id) };
  }

  private async refuseOrdersInProgress(target: ErasureTarget): Promise<void> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM rm_orders WHERE ${target.orders} AND payment_status = 'paid' AND status <> 'delivered'
       ORDER BY created_at`,
      target.params,
    );
    if (rows.length === 0) return;
    throw new DomainError('orders_in_progress', undefined, { orderIds: rows.map((r) => r.id) });
  }

  private async erase(target: ErasureTarget): Promise<Omit<ErasureResult, 'accountDeleted'>> {
    const { email, userId } = target;
    // Events from before sealing hold the fields in plaintext: seal them with the key about to be deleted.
    const legacyEventsSealed = this.config.EVENTSTORE_URL
      ? 0
      : await sealLegacyOrderEvents(this.pool, { email, userId });
    if (userId) await this.sessions.revokeAllOf(userId);
    const result = await withTransaction(this.pool, async (tx) => {
      const { rows: orders } = await tx.query<{ id: string; subject_id: string | null }>(
        `SELECT id, personal_subject_id AS subject_id FROM rm_orders WHERE ${target.orders}`,
        target.params,
      );
      const ids = orders.map((o) => o.id);
      // Keys that also seal an order outside the erasure (an account's orders placed before orders were sealed per
      // account shared the e-mail's key with anonymous checkouts of that e-mail).
      const { rows: shared } = await tx.query<{ subject_id: string }>(
        `SELECT DISTINCT personal_subject_id AS subject_id FROM rm_orders
         WHERE personal_subject_id = ANY($1::uuid[]) AND NOT (id = ANY($2::uuid[]))`,
        [[...new Set(orders.flatMap((o) => (o.subject_id ? [o.subject_id] : [])))], ids],
      );
      const sharedSubjects = new Set(shared.map((r) => r.subject_id));
      const ownLookup = personalDataLookup(userId ? { userId } : { email });
      const resealed = await this.sealApart(tx, orders, sharedSubjects, ownLookup);
      const named = [userId ? personalDataLookup({ userId }) : null, email ? personalDataLookup({ email }) : null];
      const namedSubjects = await Promise.all(named.map((lookup) => (lookup ? subjectOf(tx, lookup) : null)));
      const subjects = new Set([
        ...orders.flatMap((o) => (o.subject_id && !sharedSubjects.has(o.subject_id) ? [o.subject_id] : [])),
        ...namedSubjects.filter((s): s is string => s !== null),
        ...resealed,
      ]);
      const keysDeleted = await forgetSubjects(tx, [...subjects]);
      const erase = (table: string) =>
        tx.query(`UPDATE ${table} SET ${ERASED_ORDER_COLUMNS} WHERE id = ANY($1::uuid[])`, [ids]);
      const erased = await erase('rm_orders');
      // A blue/green rebuild replaying the log now has its own copy of the table: erase there too.
      for (const table of await tablesBeingBuilt(tx, orderDetailsProjection.name, 'rm_orders')) await erase(table);
      await this.mails.erase({ orderIds: ids, userId, email }, tx);
      await this.documents.erase(ids, tx);
      return { keysDeleted, ordersErased: erased.rowCount ?? 0 };
    });
    this.logger.log({ ...result, legacyEventsSealed, userId }, 'customer erased');
    return { ...result, legacyEventsSealed };
  }

  /**
   * Seals the personal fields of the erased orders that share a key with other orders again, under the customer's
   * own key (`ownLookup`), in place in the PostgreSQL log, so deleting that key erases them and nobody else's.
   * A KurrentDB stream cannot be rewritten: there the shared key stays and only the read model is erased (logged).
   */
  private async sealApart(
    tx: ClientBase,
    orders: readonly { id: string; subject_id: string | null }[],
    shared: ReadonlySet<string>,
    ownLookup: string,
  ): Promise<string[]> {
    const affected = orders.filter((o) => o.subject_id && shared.has(o.subject_id));
    if (affected.length === 0) return [];
    if (this.config.EVENTSTORE_URL) {
      this.logger.warn({ orders: affected.map((o) => o.id) }, 'shared personal-data key kept: the log is immutable');
      return [];
    }
    const own = await subjectKey(tx, ownLookup);
    const { rows: events } = await tx.query<{ global_position: string; personal: PersonalDataRef; key: Buffer }>(
      `SELECT e.global_position, e.data->'personal' AS personal, k.key FROM events e
         JOIN personal_data_keys k ON k.subject_id = (e.data->'personal'->>'subjectId')::uuid
        WHERE e.stream_id = ANY($1::text[]) AND e.data->'personal'->>'subjectId' = ANY($2::text[])`,
      [affected.map((o) => streams.order(o.id)), [...shared]],
    );
    for (const { global_position, personal, key } of events) {
      if (personal.subjectId === null) continue;
      const value = openWith<unknown>(key, personal.subjectId, personal.sealed);
      const moved: PersonalDataRef = { subjectId: own.subjectId, sealed: sealWith(own.key, own.subjectId, value) };
      await tx.query(`UPDATE events SET data = jsonb_set(data, '{personal}', $2::jsonb) WHERE global_position = $1`, [
        global_position,
        JSON.stringify(moved),
      ]);
    }
    await tx.query('UPDATE rm_orders SET personal_subject_id = $2 WHERE id = ANY($1::uuid[])', [
      affected.map((o) => o.id),
      own.subjectId,
    ]);
    return [own.subjectId];
  }
}
