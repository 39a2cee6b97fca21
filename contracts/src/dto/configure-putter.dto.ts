import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  type Handedness,
  handednessValues,
  type LogoId,
  logoIds,
  type LogoPosition,
  logoPositions,
  type LogoType,
  logoTypes,
} from '../catalog';
import { NestedList } from './contact.decorators';

export class LogoConfigurationDto {
  @IsIn(logoPositions, { message: 'Position must be face or sole' })
  position!: LogoPosition;

  @IsIn(logoTypes, { message: 'Type must be text or logo' })
  type!: LogoType;

  @IsOptional()
  @IsString({ message: 'Content must be text' })
  content?: string;

  @IsOptional()
  @IsString({ message: 'File must be a string' })
  @MaxLength(500, { message: 'File reference is too long' })
  file?: string;
}

/** POST /api/configure-putter body. Empty values may be omitted; the server fills the spec's defaults. */
export class ConfigurePutterDto {
  @IsString({ message: 'Model is required' })
  @MaxLength(64)
  modelId!: string;

  @IsOptional()
  @IsIn(handednessValues, { message: 'Handedness must be right or left' })
  handedness?: Handedness;

  @IsOptional() @IsString() @MaxLength(64) gripId?: string;
  @IsOptional() @IsString() @MaxLength(64) shaftId?: string;
  @IsOptional() @IsString() @MaxLength(64) shaftColorId?: string;
  @IsOptional() @IsString() @MaxLength(64) lengthId?: string;

  @IsOptional()
  @IsIn(logoIds, { message: 'Logo must be logo-none, logo-single or logo-double' })
  logoId?: LogoId;

  @IsOptional()
  @IsArray({ message: 'Logo configurations must be a list' })
  @ArrayMaxSize(2, { message: 'At most two logos' })
  @NestedList(LogoConfigurationDto)
  logoConfigurations?: LogoConfigurationDto[];

  @IsOptional() @IsString() @MaxLength(64) millOptionId?: string;
  @IsOptional() @IsString() @MaxLength(64) faceMillOptionId?: string;
  @IsOptional() @IsString() @MaxLength(64) giftBoxId?: string;
}
