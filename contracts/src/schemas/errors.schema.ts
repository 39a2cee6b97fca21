import { Type } from '@sinclair/typebox';
import { type ErrorCode, errorCatalogue } from '../errors';
import { Closed, StringEnum } from './schema-kit';

/** The error body every API error carries; `details` holds per-field messages for validation failures. */
export const ApiErrorBodySchema = Closed(
  {
    message: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    code: StringEnum(Object.keys(errorCatalogue) as ErrorCode[], { description: 'An entry of the error catalogue' }),
    details: Type.Optional(
      Type.Unsafe<Record<string, string[]> | Record<string, unknown>>({
        type: 'object',
        additionalProperties: true,
        description: 'Validation failures: `{field: [message, ...]}`; other codes may add context',
      }),
    ),
  },
  { title: 'ApiErrorBody' },
);
