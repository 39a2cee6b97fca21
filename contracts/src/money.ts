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
  // A number's own text reads back as exactly that number, so a number and its text give the same satang.
  const value = Number.parseFloat(String(baht));
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${baht}`);
  return Math.sign(value) * Math.round(Math.abs(value) * SATANG_PER_BAHT);
};

/** English price with thousands grouping, for the shop: 10500 → "฿10,500". Zero or less reads "Free" where `freeWhenZero`. */
export const formatBaht = (
  baht: number | string,
  opts: { freeWhenZero?: boolean; decimals?: boolean } = {},
): string => {
  const value = Number.parseFloat(String(baht));
  if (opts.freeWhenZero && !(value > 0)) return 'Free';
  return `฿${englishNumber(value, opts.decimals ? 2 : 0)}`;
};

/**
 * A number as `toLocaleString('en-US')` writes it with this many decimals ("-1,234.50"), without Intl: the first
 * number format a page makes loads the browser's locale data, about 40 ms on a phone (160 ms at Lighthouse's 4x CPU
 * slowdown, one task that cannot be split), and the shop's prices need no more than grouping by threes. Like Intl, it
 * rounds the shortest decimal that reads back as the number (1.005 → "1.01") half up. What `String` writes with an
 * exponent (and NaN, infinity) still goes to Intl.
 */
export const englishNumber = (value: number, decimals: number): string => {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }
  const [whole, fraction = ''] = shortest.split('.');
  let digits = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  // The first digit dropped decides (charAt gives '' past the end: nothing dropped, nothing to round).
  if (fraction.charAt(decimals) >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const wholeText = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${wholeText}${decimals ? `.${text.slice(-decimals)}` : ''}`;
};

/**
 * Checkout and order amounts: THB in the Thai locale with no decimals, e.g. "฿10,500", "-฿1", as Intl writes them
 * but without it (the order page's first render made its first number format for this, see `englishNumber`; what
 * that gives to Intl, NaN, infinity and amounts written with an exponent, comes out as the Thai format writes it).
 */
export const formatThb = (baht: number): string =>
  `${baht < 0 || Object.is(baht, -0) ? '-' : ''}฿${englishNumber(Math.abs(baht), 0)}`;
