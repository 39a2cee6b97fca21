import { Inject, Injectable } from '@nestjs/common';
import type { Address, SavedCustomerDetails } from '@sound-putter/contracts';
import { Pool, type PoolClient } from 'pg';

interface AddressRow {
  name: string;
  email: string;
  phone: string;
  phone_country_code: string;
  shipping_address: Address;
  billing_address: Address;
}

/** Keeps only the five address fields, whatever else the caller's object carries. */
const addressOf = (a: Address): Address => ({
  streetAddress: a.streetAddress,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  country: a.country,
});

/** A signed-in customer's saved checkout details; at most one default per user (partial unique index). */
@Injectable()
export class CustomerAddressesService {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async findDefault(userId: string): Promise<SavedCustomerDetails | null> {
    const { rows } = await this.pool.query<AddressRow>(
      `SELECT name, email, phone, phone_country_code, shipping_address, billing_address
         FROM customer_addresses WHERE user_id = $1 AND is_default`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      name: row.name,
      email: row.email,
      phone: row.phone,
      phoneCountryCode: row.phone_country_code,
      shippingAddress: addressOf(row.shipping_address),
      billingAddress: addressOf(row.billing_address),
    };
  }

  /**
   * Makes these details the user's default, replacing the previous default in place; called when a signed-in user
   * places an order with saveForFuture. Pass `db` to run inside the caller's transaction. Idempotent.
   */
  async saveDefault(userId: string, details: SavedCustomerDetails, db: Pool | PoolClient = this.pool): Promise<void> {
    await db.query(
      `INSERT INTO customer_addresses
         (user_id, name, email, phone, phone_country_code, shipping_address, billing_address, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true)
       ON CONFLICT (user_id) WHERE is_default DO UPDATE SET
         name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone,
         phone_country_code = EXCLUDED.phone_country_code, shipping_address = EXCLUDED.shipping_address,
         billing_address = EXCLUDED.billing_address, updated_at = now()`,
      [
        userId,
        details.name,
        details.email,
        details.phone,
        details.phoneCountryCode,
        JSON.stringify(addressOf(details.shippingAddress)),
        JSON.stringify(addressOf(details.billingAddress)),
      ],
    );
  }

  /** Erasure: saved details carrying this e-mail, whoever's account holds them. */
  /** An account's own saved details (its erasure): never another account's, whatever e-mail they hold. */
  async deleteByUser(userId: string): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM customer_addresses WHERE user_id = $1', [userId]);
    return rowCount ?? 0;
  }

  async deleteByEmail(email: string): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM customer_addresses WHERE lower(email) = lower($1)', [
      email.trim(),
    ]);
    return rowCount ?? 0;
  }
}
