import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { KIOSK_TOKEN_HEADER, SESSION_HEADER } from '@sound-putter/contracts';
import * as dtos from '@sound-putter/contracts/dto';
import { schemaComponents } from '@sound-putter/contracts/schemas';
import { getMetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { API_CONTACT, API_LICENSE, SECURITY } from './api-contract';
import { referencedSchemas } from './referenced-schemas';

export const OPENAPI_JSON_PATH = 'api/docs/openapi.json';
export const ASYNCAPI_PATH = '/api/docs/asyncapi';

// The cookie names are identity's (BROWSER_COOKIE, SESSION_COOKIE); api-contract.int-spec.ts checks they agree.

/** Every tag an operation uses (`@ApiTags`), described once. */
const TAGS: Record<string, string> = {
  health: 'Liveness and readiness for the orchestrator; no session',
  catalog: 'Putter models and customization options',
  configurator: 'Validate, price and store a putter configuration',
  cart: "The browser session's (or signed-in shopper's) cart",
  orders: 'Placing, paying, tracking and, for staff, working orders',
  erasure: 'Erasing personal data: a customer by staff, or my own account',
  auth: 'Sign-up, sign-in (the sp_session cookie) and sign-out',
  admin: 'Accounts with roles, for admins',
  kiosk: 'The in-store kiosk device',
  accounts: "The signed-in shopper's saved details",
  payments: 'Client payment configuration and the local test gateway',
  newsletter: 'The newsletter by double opt-in: subscribe, confirm, unsubscribe (one-click too)',
  invoicing: 'Tax invoices, credit notes (PDF) and the monthly output-VAT report',
  webhooks: "Calls from other services: the carriers' delivery updates, signed with a shared secret",
};

const builder = new DocumentBuilder()
  .setOpenAPIVersion('3.1.0')
  .setTitle('Sound Putter API')
  .setDescription(
    'Shop, kiosk and workshop API. Every /api call sends x-session-id; errors are {message, status, code, details}. ' +
      `The live order updates over Socket.IO are described in the [AsyncAPI document](${ASYNCAPI_PATH}) ` +
      `([JSON](${ASYNCAPI_PATH}.json)).`,
  )
  .setVersion('1.0')
  // Relative: the document works behind whatever origin serves it (paths carry the /api prefix).
  .addServer('/', 'The origin that serves this document')
  .addApiKey(
    {
      type: 'apiKey',
      in: 'header',
      name: SESSION_HEADER,
      description:
        "The browser session id, 'sess_' and 9 lowercase letters or digits, chosen by the client (400 " +
        '`invalid_session_id` otherwise). It identifies the anonymous cart and the orders that browser placed.',
    },
    SECURITY.session,
  )
  .addApiKey(
    {
      type: 'apiKey',
      in: 'cookie',
      name: 'sp_browser',
      description:
        'httpOnly cookie that binds x-session-id to one browser: the first call with a new id receives it, and ' +
        'a later call with the id but without it answers 401 `session_not_bound` (reads in the first 30 seconds are ' +
        'let in); an id ended by sign-out or account deletion answers 401 `session_ended`.',
    },
    SECURITY.browser,
  )
  .addApiKey(
    {
      type: 'apiKey',
      in: 'cookie',
      name: 'sp_session',
      description:
        'httpOnly sign-in cookie set by `POST /api/auth/login` and `/signup`. Required where an operation answers ' +
        '401 `unauthenticated`; any other call may send it, and some then answer in full for the signed-in user.',
    },
    SECURITY.signIn,
  )
  .addApiKey(
    {
      type: 'apiKey',
      in: 'header',
      name: KIOSK_TOKEN_HEADER,
      description:
        'The in-store kiosk device token: marks the call as the kiosk. A missing or wrong one on a call that claims ' +
        'to be the kiosk answers 401 `invalid_kiosk_token`.',
    },
    SECURITY.kiosk,
  );
for (const [name, description] of Object.entries(TAGS)) builder.addTag(name, description);
const config = builder.build();
// OpenAPI 3.1 names a license by SPDX expression; LicenseRef- is SPDX's form for one of your own.
config.info.license = { ...API_LICENSE, identifier: 'LicenseRef-Proprietary' } as OpenAPIObject['info']['license'];
config.info.contact = API_CONTACT;

interface Operation {
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

/** The operation's security requirements in words, for readers of the rendered document. */
const whoMayCall = ({ security = [], responses }: Operation): string => {
  if (security.length === 0) return 'Who may call: anyone; no session id is needed.';
  const [required] = security;
  const parts = ['Who may call: a browser session (x-session-id and the sp_browser cookie bound to it)'];
  if (required[SECURITY.signIn]) parts.push('signed in (the sp_session cookie, 401 `unauthenticated` without it)');
  if (required[SECURITY.signIn] && responses['403']) parts.push('with a role this operation allows (403 `forbidden`)');
  const kiosk = security.some((requirement) => requirement[SECURITY.kiosk])
    ? ' The kiosk device also sends x-kiosk-token (401 `invalid_kiosk_token` when wrong).'
    : '';
  return `${parts.join(', ')}.${kiosk}`;
};

const COMPONENTS = '#/components/schemas/';

/**
 * The request bodies' schemas, read by class-validator-jsonschema from the decorators of the DTO classes that validate
 * them; each property's description lists the 422 messages its rules give. A field the class initialises
 * (AddCartItemDto's `quantity = 1`) may be left out, so it is not required and its initial value is the default.
 */
const requestBodySchemas = (): Record<string, object> => {
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: COMPONENTS,
    additionalConverters: { notBlank: { type: 'string', minLength: 1 } },
  });
  for (const dto of Object.values(dtos)) {
    const schema = typeof dto === 'function' ? schemas[dto.name] : undefined;
    if (!schema?.properties) continue;
    schema.description ??= 'Unknown properties are dropped (whitelist).';
    const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    for (const [name, property] of Object.entries(schema.properties)) {
      const messages = new Set(rules.filter((r) => r.propertyName === name).map((r) => r.message));
      const quoted = [...messages].filter((m) => typeof m === 'string').map((m) => `"${m}"`);
      if (quoted.length) schema.properties[name] = { ...property, description: `422 messages: ${quoted.join(', ')}` };
    }
    for (const [name, value] of Object.entries(new (dto as new () => object)())) {
      const property = schema.properties[name];
      if (value === undefined || !property) continue;
      schema.properties[name] = { ...property, default: value };
      schema.required = schema.required?.filter((field) => field !== name);
    }
  }
  return schemas;
};

/**
 * The OpenAPI document: operations from the controllers' decorators, response components from the contracts'
 * schemas (the same objects the response serializers are compiled from; only those the operations use) and request
 * bodies from the class-validator DTOs that validate them.
 */
export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject => {
  const document = SwaggerModule.createDocument(app, config);
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations) as Operation[]) {
      if (typeof operation !== 'object' || !operation?.responses) continue;
      if (operation.security?.length === 1 && Object.keys(operation.security[0]).length === 0) operation.security = [];
      operation.description = [operation.description, whoMayCall(operation)].filter(Boolean).join('\n\n');
    }
  document.components = {
    ...document.components,
    schemas: referencedSchemas(document.paths, {
      ...document.components?.schemas,
      ...requestBodySchemas(),
      ...(schemaComponents(COMPONENTS) as Record<string, object>),
    }),
  };
  return document;
};
