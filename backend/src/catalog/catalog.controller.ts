import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CustomizationOptionView, isCustomizationCategory, type PutterModelView } from '@sound-putter/contracts';
import { NotFound } from '../infrastructure/cqrs/domain-error';
import { toModelView, toOptionView } from './catalog';
import { CatalogService } from './catalog.service';
import { ApiContract } from '../infrastructure/http/api-contract';

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @ApiContract({ body: ['PutterModelView'], publicRead: true })
  @Get('putter-models')
  @ApiOperation({ summary: 'The putter models with base prices (baht, numeric strings)' })
  async models(): Promise<PutterModelView[]> {
    return (await this.catalog.models()).map(toModelView);
  }

  @ApiContract({ body: ['CustomizationOptionView'], errors: ['unknown_category'], publicRead: true })
  @Get('customizations/:category')
  @ApiOperation({ summary: 'The options of one customization category (price as a numeric string; 0 = Free)' })
  async customizations(@Param('category') category: string): Promise<CustomizationOptionView[]> {
    if (!isCustomizationCategory(category)) {
      throw new NotFound('unknown_category', `Unknown customization category: ${category.slice(0, 40)}`);
    }
    return (await this.catalog.optionsIn(category)).map(toOptionView);
  }
}
