import { types } from 'pg';

const INT8_OID = 20;

/**
 * bigint columns (money in satang, counts) as JavaScript numbers: every amount the shop handles stays far below
 * 2^53. A value that would not fit stays a string rather than lose digits.
 */
export const int8AsNumber = (text: string): number | string => {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
};

/** The type parsers the shop's pools use: pg's own, with int8 read as a number. */
export const shopPgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? int8AsNumber
      : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/**
 * What every pool of the shop's database is made with: the type parsers above, and pg's pipeline mode, so the
 * statements `sendTogether` queues leave in one write (one round trip) instead of one after another.
 */
export const shopPoolOptions = { types: shopPgTypes, pipeline: true } as const;
