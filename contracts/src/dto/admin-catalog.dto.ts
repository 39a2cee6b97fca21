import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { customizationCategories, type CustomizationCategory } from '../catalog';
import { STRIPE_MAX_PAYMENT_SATANG } from '../cart';
import { NotBlank, TextAtMost, Trimmed } from './text.decorators';

/** The highest price the back office accepts: what one payment can carry (฿999,999.99). */
const MAX_CATALOG_PRICE_SATANG = STRIPE_MAX_PAYMENT_SATANG;

/** PUT /api/admin/catalog/models/{id}: the model's texts (admin). */
export class EditCatalogModelDto {
  @Trimmed()
  @IsString({ message: 'Name is required' })
  @NotBlank({ message: 'Name is required' })
  @TextAtMost(80)
  name!: string;

  @Trimmed()
  @IsString({ message: 'Description is required' })
  @NotBlank({ message: 'Description is required' })
  @TextAtMost(600)
  description!: string;

  @IsArray({ message: 'Features must be a list' })
  @ArrayMaxSize(12, { message: 'At most 12 features' })
  @IsString({ each: true, message: 'Each feature must be text' })
  @NotBlank({ each: true, message: 'A feature may not be blank' })
  @TextAtMost(120)
  features!: string[];
}

/** PUT /api/admin/catalog/options/{id}: the option's texts (admin). */
export class EditCatalogOptionDto {
  @Trimmed()
  @IsString({ message: 'Name is required' })
  @NotBlank({ message: 'Name is required' })
  @TextAtMost(80)
  name!: string;

  @IsOptional()
  @Trimmed()
  @IsString({ message: 'Description must be text' })
  @TextAtMost(300)
  description?: string;
}

/** POST /api/admin/catalog/options: a new option in a category (admin). */
export class AddCatalogOptionDto extends EditCatalogOptionDto {
  @IsIn(customizationCategories, { message: 'Choose a customization category' })
  category!: CustomizationCategory;

  @IsInt({ message: 'Price must be whole satang' })
  @Min(0, { message: 'Price may not be negative' })
  @Max(MAX_CATALOG_PRICE_SATANG, { message: 'Price is above the payment limit' })
  priceSatang!: number;
}

/** POST /api/admin/catalog/{kind}s/{id}/prices: a price from now or from a later time (admin). */
export class ScheduleCatalogPriceDto {
  @IsInt({ message: 'Price must be whole satang' })
  @Min(0, { message: 'Price may not be negative' })
  @Max(MAX_CATALOG_PRICE_SATANG, { message: 'Price is above the payment limit' })
  priceSatang!: number;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'effectiveAt must be an ISO 8601 time' })
  effectiveAt?: string;
}

/** PUT /api/admin/catalog/{kind}s/{id}/availability (staff and admin). */
export class SetCatalogAvailabilityDto {
  @IsBoolean({ message: 'available must be true or false' })
  available!: boolean;
}
