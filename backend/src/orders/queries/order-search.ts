import { Inject, Injectable } from '@nestjs/common';
import {
  type OrderChannel,
  orderChannels,
  orderSearchMessages as m,
  type OrderSearchPage,
  type OrderSearchRow,
  type OrderStatus,
  orderStatuses,
  satangToBaht,
  shortOrderId,
} from '@sound-putter/contracts';
import { Pool } from 'pg';
import { ValidationFailed } from '../../infrastructure/cqrs/domain-error';

/** What the back office may search by; every field optional, `limit` 1–100 (25 by default). */
export interface OrderSearchFilter {
  q: string | null;
  /** A status of the order's flow (only orders not cancelled), or `cancelled`. */
  status: OrderStatus | 'cancelled' | null;
  channel: OrderChannel | null;
  /** Created at or after this instant (a Bangkok midnight), and before `until` (the midnight after the last day). */
  since: Date | null;
  until: Date | null;
  limit: number;
  /** The last row of the previous page: the next page starts after it. */
  after: { createdAt: string; id: string } | null;
}

/** The query string as it arrives (each value a string, or absent). */
export type OrderSearchParams = Partial<
  Record<'q' | 'status' | 'channel' | 'from' | 'to' | 'limit' | 'cursor', unknown>
>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
const MAX_Q = 100;

/** Midnight in Bangkok (UTC+7 all year, no daylight saving) starting the calendar day `YYYY-MM-DD`; null if no such day. */
const bangkokMidnight = (day: string): Date | null => {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d) return null;
  return new Date(utc.getTime() - 7 * 60 * 60 * 1000);
};

const encodeCursor = (createdAt: Date, id: string): string =>
  Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');

const decodeCursor = (cursor: string): OrderSearchFilter['after'] => {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !UUID.test(id) || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt: new Date(createdAt).toISOString(), id: id.toLowerCase() };
};

/**
 * The search's query string checked field by field: every bad field is named at once (422 `validation_failed`).
 * Dates are Bangkok calendar days (`YYYY-MM-DD`), both ends included.
 */
export const parseOrderSearch = (params: OrderSearchParams): OrderSearchFilter => {
  const errors: Record<string, string[]> = {};
  const text = (name: keyof OrderSearchParams): string | null => {
    const value = params[name];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') {
      errors[name] = [m.once];
      return null;
    }
    return value;
  };
  const qRaw = text('q')?.trim() ?? null;
  if (qRaw !== null && [...qRaw].length > MAX_Q) errors.q = [m.q];
  const status = text('status');
  if (status !== null && status !== 'cancelled' && !(orderStatuses as readonly string[]).includes(status))
    errors.status = [m.status];
  const channel = text('channel');
  if (channel !== null && !(orderChannels as readonly string[]).includes(channel)) errors.channel = [m.channel];
  const from = text('from');
  const since = from === null ? null : bangkokMidnight(from);
  if (from !== null && since === null) errors.from = [m.from];
  const to = text('to');
  const lastDay = to === null ? null : bangkokMidnight(to);
  if (to !== null && lastDay === null) errors.to = [m.to];
  const until = lastDay === null ? null : new Date(lastDay.getTime() + 24 * 60 * 60 * 1000);
  if (since && lastDay && since.getTime() > lastDay.getTime()) errors.to = [m.toBeforeFrom];
  const limitText = text('limit');
  const limit = limitText === null ? DEFAULT_LIMIT : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) errors.limit = [m.limit];
  const cursor = text('cursor');
  const after = cursor === null ? null : decodeCursor(cursor);
  if (cursor !== null && after === null) errors.cursor = [m.cursor];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return {
    q: qRaw || null,
    status: status as OrderSearchFilter['status'],
    channel: channel as OrderChannel | null,
    since,
    until,
    limit,
    after,
  };
};

const likePrefix = (s: string): string => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The national digits a typed phone number means: no separators, no Thai +66 / 66 prefix, no leading zeros. */
export const phoneDigits = (q: string): string | null => {
  if (!/^\+?[\d\s().-]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, '');
  if (digits.startsWith('66') && (q.startsWith('+') || digits.length >= 11)) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
};

/**
 * Which orders `q` finds: a short id (4 to 8 of the id's last characters, `#` allowed) or a whole id, an e-mail
 * beginning with it, a name holding it (from two characters; one letter: a name beginning with it), or a phone
 * number beginning with its digits. Each test has an index.
 */
const textMatch = (q: string, params: unknown[]): string => {
  const add = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const lower = q.toLowerCase();
  const tests: string[] = [];
  const hex = lower.replace(/^#/, '');
  if (UUID.test(hex)) tests.push(`id = ${add(hex)}::uuid`);
  else if (/^[0-9a-f]{4,8}$/.test(hex)) tests.push(`right(id::text, 8) LIKE ${add(likePrefix(hex))}`);
  const prefix = add(likePrefix(lower));
  tests.push(`lower(customer_email) LIKE ${prefix}`);
  // Part of the name anywhere ("chai" finds Somchai and Chaiyo; "jaid" finds Jaidee), as staff remember a customer:
  // the trigram index answers it (order-details.projection.ts). A single letter would match nearly every name, so it
  // matches the name's beginning only.
  const fragment = [...lower].length >= 2 ? add(`%${likePrefix(lower)}`) : prefix;
  tests.push(`lower(customer_name) LIKE ${fragment}`);
  const phone = phoneDigits(q);
  if (phone) tests.push(`ltrim(regexp_replace(customer_phone, '[^0-9]', '', 'g'), '0') LIKE ${add(`${phone}%`)}`);
  return `(${tests.join(' OR ')})`;
};

interface SearchRow {
  id: string;
  created_at: Date;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_phone_country_code: string;
  channel: OrderChannel;
  status: OrderStatus;
  payment_status: OrderSearchRow['paymentStatus'];
  cancelled_at: Date | null;
  total_satang: string | number;
}

/** The search's SQL over rm_orders: newest first, one row more than a page (to know whether another follows). */
export const orderSearchSql = (filter: OrderSearchFilter): { text: string; values: unknown[] } => {
  const values: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown): string => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filter.q) where.push(textMatch(filter.q, values));
  if (filter.status === 'cancelled') where.push('cancelled_at IS NOT NULL');
  else if (filter.status) where.push(`status = ${add(filter.status)} AND cancelled_at IS NULL`);
  if (filter.channel) where.push(`channel = ${add(filter.channel)}`);
  if (filter.since) where.push(`created_at >= ${add(filter.since)}`);
  if (filter.until) where.push(`created_at < ${add(filter.until)}`);
  if (filter.after)
    where.push(`(created_at, id) < (${add(filter.after.createdAt)}::timestamptz, ${add(filter.after.id)}::uuid)`);
  return {
    text: `SELECT id, created_at, customer_name, customer_email, customer_phone, customer_phone_country_code, channel,
                  status, payment_status, cancelled_at, total_satang
             FROM rm_orders ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY created_at DESC, id DESC LIMIT ${add(filter.limit + 1)}`,
    values,
  };
};

/** The back office's order search over rm_orders: newest first, a page at a time (keyset on created_at, id). */
@Injectable()
export class OrderSearch {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async search(filter: OrderSearchFilter): Promise<OrderSearchPage> {
    const { text, values } = orderSearchSql(filter);
    const { rows } = await this.pool.query<SearchRow>(text, values);
    const page = rows.slice(0, filter.limit);
    const last = page[page.length - 1];
    return {
      orders: page.map((r) => ({
        id: r.id,
        shortId: shortOrderId(r.id),
        createdAt: r.created_at.toISOString(),
        customerName: r.customer_name,
        customerEmail: r.customer_email,
        customerPhone: r.customer_phone,
        customerPhoneCountryCode: r.customer_phone_country_code,
        channel: r.channel,
        status: r.status,
        paymentStatus: r.payment_status,
        cancelledAt: r.cancelled_at ? r.cancelled_at.toISOString() : null,
        totalAmount: satangToBaht(Number(r.total_satang)),
      })),
      nextCursor: rows.length > filter.limit && last ? encodeCursor(last.created_at, last.id) : null,
    };
  }
}
