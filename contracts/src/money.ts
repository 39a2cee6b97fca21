/** Money inside the system is integer satang (1 THB = 100 satang). */
export type Satang = number;

export const SATANG_PER_BAHT = 100;

/** Baht as a numeric string with two decimals, the API's shape for `basePrice` and `price`: 1050000 → "10500.00". */
export const satangToDecimalString = (satang: Satang): string => {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(satang));
  const baht = Math.floor(abs / SATANG_PER_BAHT);
  const rest = abs % SATANG_PER_BAHT;
  return `${sign}${baht}.${rest.toString().padStart(2, '0')}`;
};

/** Baht as a number, the API's shape for totals: 1050050 → 10500.5. */
export const satangToBaht = (satang: Satang): number => satang / SATANG_PER_BAHT;

/** Parses a decimal baht string or number ("10500.00", 10500) into satang, rounding half away from zero. */
export const bahtToSatang = (baht: string | number): Satang => {
  const value = typeof baht === 'number' ? baht : Number.parseFloat(baht);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${baht}`);
  return Math.sign(value) * Math.round(Math.abs(value) * SATANG_PER_BAHT);
};

/** English price with thousands grouping, for the shop: 10500 → "฿10,500". Zero or less reads "Free" where `freeWhenZero`. */
export const formatBaht = (
  baht: number | string,
  opts: { freeWhenZero?: boolean; decimals?: boolean } = {},
): string => {
  const value = typeof baht === 'number' ? baht : Number.parseFloat(baht);
  if (opts.freeWhenZero && !(value > 0)) return 'Free';
  return `฿${(opts.decimals ? bahtWithDecimals : bahtWhole)().format(value)}`;
};

/**
 * A number formatter made on first use and kept: making one (which `toLocaleString` with options does on every call)
 * costs far more than formatting, and a configurator page formats dozens of prices in one render.
 */
const kept = (locale: string, options: Intl.NumberFormatOptions) => {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(locale, options));
};
const bahtWhole = kept('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const bahtWithDecimals = kept('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const thaiBaht = kept('th-TH', {
  style: 'currency',
  currency: 'THB',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Checkout and order amounts: THB in the Thai locale with no decimals, e.g. "฿10,500". */
export const formatThb = (baht: number): string => thaiBaht().format(baht);
