import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module';
import { buildAsyncApiDocument } from '../infrastructure/http/asyncapi';
import { buildOpenApiDocument } from '../infrastructure/http/openapi';

/**
 * Both API documents as the API serves them, without PostgreSQL or Redis: Nest's preview mode reads the modules and
 * controllers' decorators but creates no provider, so nothing connects anywhere. The global prefix is the one
 * createHttpApp sets; api-contract.int-spec.ts checks these equal the served documents.
 */
export async function buildApiDocuments(): Promise<{ openApi: object; asyncApi: object }> {
  const app = await NestFactory.create(AppModule.forRoot(), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    app.setGlobalPrefix('api');
    return { openApi: buildOpenApiDocument(app as unknown as INestApplication), asyncApi: buildAsyncApiDocument() };
  } finally {
    await app.close();
  }
}
