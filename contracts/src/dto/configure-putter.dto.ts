import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { type ConfigurePutterRequest, handednessValues, logoIds, logoPositions, logoTypes } from '../catalog';

export class LogoConfigurationDto {
  @IsIn(logoPositions, { message: 'Position must be face or sole' })
  position!: 'face' | 'sole';

  @IsIn(logoTypes, { message: 'Type must be text or logo' })
  type!: 'text' | 'logo';

  @IsOptional()
  @IsString({ message: 'Content must be text' })
  content?: string;

  @IsOptional()
  @IsString({ message: 'File must be a string' })
  @MaxLength(500, { message: 'File reference is too long' })
  file?: string;
}

/** POST /api/configure-putter. Empty values may be omitted; the server fills the spec's defaults. */
export class ConfigurePutterDto implements ConfigurePutterRequest {
  @IsString({ message: 'Model is required' })
  @MaxLength(64)
  modelId!: string;

  @IsOptional()
  @IsIn(handednessValues, { message: 'Handedness must be right or left' })
  handedness?: 'right' | 'left';

  @IsOptional() @IsString() @MaxLength(64) gripId?: string;
  @IsOptional() @IsString() @MaxLength(64) shaftId?: string;
  @IsOptional() @IsString() @MaxLength(64) shaftColorId?: string;
  @IsOptional() @IsString() @MaxLength(64) lengthId?: string;

  @IsOptional()
  @IsIn(logoIds, { message: 'Logo must be logo-none, logo-single or logo-double' })
  logoId?: 'logo-none' | 'logo-single' | 'logo-double';

  @IsOptional()
  @IsArray({ message: 'Logo configurations must be a list' })
  @ArrayMaxSize(2, { message: 'At most two logos' })
  @ValidateNested({ each: true })
  @Type(() => LogoConfigurationDto)
  logoConfigurations?: LogoConfigurationDto[];

  @IsOptional() @IsString() @MaxLength(64) millOptionId?: string;
  @IsOptional() @IsString() @MaxLength(64) faceMillOptionId?: string;
  @IsOptional() @IsString() @MaxLength(64) giftBoxId?: string;
}
