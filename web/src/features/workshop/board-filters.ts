import type { OrderView } from '@sound-putter/contracts';

export const channelFilters = ['all', 'web', 'kiosk'] as const;
export const paidFilters = ['all', 'paid', 'unpaid'] as const;

export type ChannelFilter = (typeof channelFilters)[number];
export type PaidFilter = (typeof paidFilters)[number];

/** What the board shows: the search text and the two filters, kept in the URL so a wall screen can be bookmarked. */
export interface BoardFilters {
  query: string;
  channel: ChannelFilter;
  paid: PaidFilter;
  /** The wall display: larger type, no controls, keeps itself current. */
  wall: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T =>
  values.find((v) => v === value) ?? values[0];

export const readBoardFilters = (params: URLSearchParams): BoardFilters => ({
  query: params.get('q') ?? '',
  channel: oneOf(channelFilters, params.get('channel')),
  paid: oneOf(paidFilters, params.get('paid')),
  wall: params.get('wall') === '1',
});

/** The search part of the board's URL; defaults are left out, so the plain board stays /workshop. */
export const boardSearchOf = (filters: BoardFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.channel !== 'all') params.set('channel', filters.channel);
  if (filters.paid !== 'all') params.set('paid', filters.paid);
  if (filters.wall) params.set('wall', '1');
  return params;
};

export const filtersActive = (filters: BoardFilters): boolean =>
  filters.query.trim() !== '' || filters.channel !== 'all' || filters.paid !== 'all';

/** Owes money: a remake owes nothing, so it is neither paid nor unpaid. */
export const isUnpaid = (order: Pick<OrderView, 'paymentStatus'>): boolean =>
  order.paymentStatus !== 'paid' && order.paymentStatus !== 'none_due';

/** A walk-in waits at the counter to pay: the board puts these first in their column, with the phone number. */
export const waitsAtCounter = (order: Pick<OrderView, 'channel' | 'paymentStatus' | 'status'>): boolean =>
  order.channel === 'kiosk' && order.status === 'pending' && isUnpaid(order);

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** Lower case without accents, so "jaidee" finds "Jaidée". */
const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The ways a phone number is typed: with the trunk 0 ("0812345678"), without it ("812345678"), and with the
 * country code ("66812345678").
 */
const phoneForms = (order: Pick<OrderView, 'customerPhone' | 'customerPhoneCountryCode'>): string[] => {
  const digits = digitsOf(order.customerPhone);
  if (!digits) return [];
  const national = digits.replace(/^0+/, '');
  return [`0${national}`, national, `${digitsOf(order.customerPhoneCountryCode)}${national}`];
};

/** A number as typed: digits with spaces, dashes, dots, brackets or a plus. */
const numberLike = /^[\d\s+().-]+$/;

/**
 * A number typed with its spaces (a phone number, or the digits of a short id) is one search; otherwise each word
 * must be found in the short id, the name, the e-mail or the phone number.
 */
const matchesQuery = (order: OrderView, query: string): boolean => {
  const whole = query.trim();
  if (!whole) return true;
  const shortId = order.shortId.toUpperCase();
  const phones = phoneForms(order);
  // Three digits at least: one or two would find almost every phone number.
  const inPhone = (digits: string) => digits.length >= 3 && phones.some((phone) => phone.includes(digits));
  if (numberLike.test(whole)) return shortId.includes(digitsOf(whole)) || inPhone(digitsOf(whole));
  const name = folded(order.customerName);
  const email = order.customerEmail.toLowerCase();
  return whole.split(/\s+/).every((word) => {
    const bare = word.replace(/^#/, '');
    if (bare && shortId.includes(bare.toUpperCase())) return true;
    if (order.id === bare.toLowerCase()) return true;
    const text = folded(word);
    if (name.includes(text) || email.includes(text)) return true;
    return numberLike.test(word) && inPhone(digitsOf(word));
  });
};

export const matchesBoardFilters = (order: OrderView, filters: BoardFilters): boolean => {
  if (filters.channel !== 'all' && order.channel !== filters.channel) return false;
  if (filters.paid === 'paid' && isUnpaid(order)) return false;
  if (filters.paid === 'unpaid' && !isUnpaid(order)) return false;
  return matchesQuery(order, filters.query);
};

/** A phone number as staff read it out: Thai numbers in the national form ("081 234 5678"), others as given. */
export const formatPhone = (countryCode: string, phone: string): string => {
  const digits = digitsOf(phone);
  if (countryCode !== '+66') return `${countryCode} ${digits}`.trim();
  const national = `0${digits.replace(/^0+/, '')}`;
  if (national.length === 10) return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  if (national.length === 9) return `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
  return national;
};

/** The number to dial from a phone at the counter. */
export const telHref = (countryCode: string, phone: string): string =>
  `tel:${countryCode}${digitsOf(phone).replace(/^0+/, '')}`;
