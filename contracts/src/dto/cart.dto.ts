import { IsInt, IsString, IsUUID, Min } from 'class-validator';

export class AddCartItemDto {
  @IsString({ message: 'Configuration is required' })
  @IsUUID('all', { message: 'Configuration id must be a UUID' })
  configurationId!: string;

  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  quantity: number = 1;
}

export class UpdateCartItemDto {
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(0, { message: 'Quantity must be 0 or more' })
  quantity!: number;
}
