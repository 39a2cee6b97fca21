import { type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

/**
 * Small builders on top of TypeBox so every schema reads as plain JSON Schema (OpenAPI 3.1) that Fastify's
 * fast-json-stringify, ajv and the TypeScript types all understand the same way.
 */

/** A closed object: the document and the response validator refuse fields it does not name. */
export const Closed = <P extends Parameters<typeof Type.Object>[0]>(
  properties: P,
  options: { description?: string; title?: string } = {},
) => Type.Object(properties, { additionalProperties: false, ...options });

/** One of a fixed list of strings, as a plain `enum` (a union of literals would become a slower `anyOf`). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** The same, or null. */
export const NullableEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null], ...options });

/** A string or null (`type: ['string', 'null']`, which fast-json-stringify writes without trying branches). */
export const NullableString = (options: { description?: string; format?: string } = {}) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** An ISO 8601 UTC time. */
export const IsoTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const NullableIsoTime = (description?: string) =>
  NullableString({ format: 'date-time', ...(description ? { description } : {}) });

/** Baht as a number (amounts computed on the server from integer satang). */
export const Baht = (description = 'Baht') => Type.Number({ description });

/** Baht as a string with two decimals ("10500.00"). */
export const BahtString = (description = 'Baht as a numeric string with two decimals') =>
  Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description });

/** The value a schema object describes, for the few places that build a schema from another one. */
export type SchemaOf<T> = TUnsafe<T> | TSchema;
