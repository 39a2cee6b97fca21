import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { schemaComponents } from '@sound-putter/contracts/schemas';
import { requestBodySchemas } from './request-schemas';

export const OPENAPI_JSON_PATH = 'api/docs/openapi.json';
export const ASYNCAPI_PATH = '/api/docs/asyncapi';

const config = new DocumentBuilder()
  .setOpenAPIVersion('3.1.0')
  .setTitle('Sound Putter API')
  .setDescription(
    'Shop, kiosk and workshop API. Every /api call sends x-session-id; errors are {message, status, code, details}. ' +
      `The live order updates over Socket.IO are described in the [AsyncAPI document](${ASYNCAPI_PATH}) ` +
      `([JSON](${ASYNCAPI_PATH}.json)).`,
  )
  .setVersion('1.0')
  .addApiKey({ type: 'apiKey', in: 'header', name: 'x-session-id' }, 'session')
  .addApiKey({ type: 'apiKey', in: 'header', name: 'x-kiosk-token' }, 'kiosk')
  .addCookieAuth('sp_session')
  .build();

/**
 * The OpenAPI document: operations from the controllers' decorators, response components from the contracts'
 * schemas (the same objects the response serializers are compiled from) and request bodies from the
 * class-validator DTOs that validate them.
 */
export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject => {
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ...requestBodySchemas(Object.keys(document.components?.schemas ?? {})),
      ...(schemaComponents('#/components/schemas/') as Record<string, object>),
    },
  };
  return document;
};
