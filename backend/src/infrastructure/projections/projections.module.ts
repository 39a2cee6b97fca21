import { Global, Module } from '@nestjs/common';
import { allProjections } from '../../projection-registry';
import { InlineProjections } from './inline-projections';
import { PROJECTIONS } from './projection';

@Global()
@Module({
  providers: [{ provide: PROJECTIONS, useValue: allProjections }, InlineProjections],
  exports: [PROJECTIONS, InlineProjections],
})
export class ProjectionsModule {}
