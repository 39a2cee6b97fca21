import { applyDecorators } from '@nestjs/common';
import { RouteConfig, RouteSchema } from '@nestjs/platform-fastify';
import { ApiResponse } from '@nestjs/swagger';
import { type ErrorCode, errorCatalogue } from '@sound-putter/contracts';
import { type ApiSchemaName, apiExamples, apiSchemas } from '@sound-putter/contracts/schemas';

/** A JSON response body: one named shape, or a list of it. */
export type JsonBody = ApiSchemaName | readonly [ApiSchemaName];

/** A file the operation answers with instead of JSON (a picture, a document). */
export interface FileBody {
  media: 'image/png' | 'application/pdf' | 'text/csv';
  description: string;
}

export type ContractBody = JsonBody | FileBody;

const isFile = (body: ContractBody): body is FileBody => typeof body === 'object' && 'media' in body;

export interface ContractSpec {
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202;
  body: ContractBody;
  /** Errors this operation answers besides the ones every call may (see `commonErrors`). */
  errors?: readonly ErrorCode[];
  /** The operation takes a JSON body: adds the body errors (malformed JSON, too deep, too large, media type, 422). */
  takesBody?: boolean;
  /** Health, config and the webhook are exempt from x-session-id: the document says `security: []`. */
  sessionExempt?: boolean;
  /**
   * The same answer for everyone, nothing personal in it (catalog, client config): caches may keep its success.
   * Every other answer is sent `Cache-Control: no-store` (cache-control.ts).
   */
  publicRead?: boolean;
}

const noStore = {
  'Cache-Control': {
    description: 'no-store: the answer may carry personal data, so no browser or proxy keeps it',
    schema: { type: 'string', const: 'no-store' },
  },
};

const bodyErrors: readonly ErrorCode[] = [
  'malformed_json',
  'body_too_deep',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
];

const componentRef = (name: ApiSchemaName) => ({ $ref: `#/components/schemas/${name}` });

const documentSchema = (body: JsonBody) =>
  typeof body === 'string' ? componentRef(body) : { type: 'array', items: componentRef(body[0]) };

const exampleOf = (body: JsonBody): unknown => (typeof body === 'string' ? apiExamples[body] : [apiExamples[body[0]]]);

/** The success response's description and content in the document. */
const successContent = (body: ContractBody) =>
  isFile(body)
    ? { description: body.description, content: { [body.media]: { schema: { type: 'string', format: 'binary' } } } }
    : {
        description: typeof body === 'string' ? body : `A list of ${body[0]}`,
        content: { 'application/json': { schema: documentSchema(body), example: exampleOf(body) } },
      };

/**
 * The schema Fastify compiles into the route's serializer. fast-json-stringify writes only the properties a schema
 * names, so nothing else leaves the server; `additionalProperties: false` is dropped here because, inside `anyOf`,
 * it would make a value carrying an extra field match no branch (a 500) instead of being trimmed.
 */
export const serializerSchemaOf = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(serializerSchemaOf);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'discriminator' || (key === 'additionalProperties' && value === false)) continue;
    out[key] = serializerSchemaOf(value);
  }
  return out;
};

const serializerBody = (body: JsonBody) =>
  typeof body === 'string'
    ? serializerSchemaOf(apiSchemas[body])
    : { type: 'array', items: serializerSchemaOf(apiSchemas[body[0]]) };

const errorSerializer = serializerSchemaOf(apiSchemas.ApiErrorBody);

/** Every error code an operation may answer, grouped by status. */
export const errorCodesOf = (spec: ContractSpec): Map<number, ErrorCode[]> => {
  const codes = new Set<ErrorCode>([
    ...(spec.sessionExempt ? [] : (['invalid_session_id', 'session_not_bound', 'session_ended'] as const)),
    'malformed_url',
    ...(spec.takesBody ? bodyErrors : []),
    ...(spec.errors ?? []),
    'internal_error',
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = errorCatalogue[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
};

/** The security schemes of the OpenAPI document (openapi.ts describes each). */
export const SECURITY = {
  session: 'session',
  browser: 'browser',
  signIn: 'signIn',
  kiosk: 'kiosk',
} as const;

type Requirement = Partial<Record<(typeof SECURITY)[keyof typeof SECURITY], string[]>>;

/** What an operation asks the caller to show, read from the 401s it answers, so the two cannot disagree (README). */
export const securityOf = (spec: ContractSpec): Requirement[] => {
  if (spec.sessionExempt) return [];
  const errors = spec.errors ?? [];
  const base: Requirement = {
    [SECURITY.session]: [],
    [SECURITY.browser]: [],
    ...(errors.includes('unauthenticated') ? { [SECURITY.signIn]: [] } : {}),
  };
  return errors.includes('invalid_kiosk_token') ? [base, { ...base, [SECURITY.kiosk]: [] }] : [base];
};

/**
 * `security` on the operation itself (`@ApiSecurity` would add to a list). The document generator drops an empty
 * list, so "nothing needed" is written as one empty requirement, `[{}]`, which openapi.ts turns back into `[]`.
 */
const OperationSecurity =
  (requirements: Requirement[]): MethodDecorator =>
  (_target, _key, descriptor) => {
    Reflect.defineMetadata(
      'swagger/apiSecurity',
      requirements.length ? requirements : [{}],
      descriptor.value as object,
    );
    return descriptor;
  };

/**
 * Declares an operation's contract once: the success body and every error status go into the OpenAPI document
 * (schemas by reference, with examples), and the same schemas become the Fastify route's response serializers.
 */
export const ApiContract = (spec: ContractSpec): MethodDecorator => {
  const status = spec.status ?? 200;
  const errors = [...errorCodesOf(spec)].sort(([a], [b]) => a - b);
  return applyDecorators(
    RouteSchema({
      response: {
        // A file goes out as the bytes the handler gives; JSON through the serializer of its schema.
        ...(isFile(spec.body) ? {} : { [status]: serializerBody(spec.body) }),
        '4xx': errorSerializer,
        '5xx': errorSerializer,
      },
    }),
    ...(spec.publicRead ? [RouteConfig({ publicRead: true })] : []),
    OperationSecurity(securityOf(spec)),
    ApiResponse({
      status,
      ...successContent(spec.body),
      ...(spec.publicRead ? {} : { headers: noStore }),
    }),
    ...errors.map(([errorStatus, codes]) =>
      ApiResponse({
        status: errorStatus,
        description: codes.map((code) => `\`${code}\`: ${errorCatalogue[code].message}`).join(' '),
        headers: noStore,
        content: {
          'application/json': {
            schema: componentRef('ApiErrorBody'),
            examples: Object.fromEntries(
              codes.map((code) => [
                code,
                {
                  value:
                    code === 'validation_failed'
                      ? apiExamples.ApiErrorBody
                      : { message: errorCatalogue[code].message, status: errorStatus, code },
                },
              ]),
            ),
          },
        },
      }),
    ),
    ApiResponse({
      status: 'default',
      description: 'Any other error (for example 429 or 503), always with the error body',
      headers: noStore,
      content: { 'application/json': { schema: componentRef('ApiErrorBody') } },
    }),
  ) as MethodDecorator;
};
/** The shop's own code, not open source: both API documents say so: readers may use them to call this API, nothing more. */
export const API_LICENSE = { name: 'Proprietary' };
export const API_CONTACT = { name: 'The Sound Putter workshop team, Bangkok' };
