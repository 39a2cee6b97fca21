import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ERASED } from '@sound-putter/contracts';
import type { ClientBase } from 'pg';
import { VerifiedAddresses } from '../../identity';

/**
 * Orders placed without signing in become an account's own once it proves it holds their e-mail (a mailed link),
 * in the proof's transaction, and those placed with it later at the account's next sign-in. Before the proof, signing
 * up with someone's address gives no standing on their orders.
 * A link, once made, stays with that account (an order is never moved to a second one).
 */
@Injectable()
export class LinkOrdersOnProof implements OnModuleInit {
  constructor(private readonly addresses: VerifiedAddresses) {}

  onModuleInit(): void {
    this.addresses.onProven(async (tx, userId, email) => {
      await linkOrders(tx, userId, email);
    });
  }
}

export const linkOrders = async (tx: Pick<ClientBase, 'query'>, userId: string, email: string): Promise<number> => {
  const { rowCount } = await tx.query(
    `INSERT INTO order_account_links (order_id, user_id)
     SELECT id, $1 FROM rm_orders WHERE user_id IS NULL AND lower(customer_email) = lower($2) AND customer_email <> $3
     ON CONFLICT (order_id) DO NOTHING`,
    [userId, email.trim(), ERASED],
  );
  return rowCount ?? 0;
};
