import { type DynamicModule, Global, Module } from '@nestjs/common';
import { InlineProjections } from './inline-projections';
import { PROJECTIONS, type Projection } from './projection';

/** The read models the process knows, handed in by the composition root (this folder knows no context). */
@Global()
@Module({})
export class ProjectionsModule {
  static forRoot(projections: readonly Projection[]): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [{ provide: PROJECTIONS, useValue: projections }, InlineProjections],
      exports: [PROJECTIONS, InlineProjections],
    };
  }
}
