import { type DynamicModule, Global, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Pool } from 'pg';
import { PROJECTIONS, type Projection } from './projection';
import { ensureProjectionSchemas } from './projection-schema';

/** Creates every read model's tables when the process starts (inline ones are written from the first append). */
@Injectable()
export class ProjectionSchemas implements OnModuleInit {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(Pool) private readonly pool: Pool,
  ) {}

  async onModuleInit(): Promise<void> {
    await ensureProjectionSchemas(this.pool, this.projections);
  }
}

/**
 * The read models the process knows, handed in by the composition root (this folder knows no context). The event
 * store takes the inline ones from here (`EventStoreModule`); the worker runs the async ones.
 */
@Global()
@Module({})
export class ProjectionsModule {
  static forRoot(projections: readonly Projection[]): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [{ provide: PROJECTIONS, useValue: projections }, ProjectionSchemas],
      exports: [PROJECTIONS],
    };
  }
}
