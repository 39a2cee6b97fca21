import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { orderStatuses } from '../order-status';
import type { WalkInCustomerDetails } from '../account';
import type { ConfirmOrderPaymentRequest, TestGatewayConfirmRequest } from '../orders';
import { EMAIL_PATTERN, validationMessages as m } from '../validation-messages';
import { NotBlank, Trimmed } from './text.decorators';

export class AddressDto {
  @Trimmed()
  @IsString({ message: m.streetAddressRequired })
  @NotBlank({ message: m.streetAddressRequired })
  @MaxLength(200)
  streetAddress!: string;

  @Trimmed()
  @IsString({ message: m.cityRequired })
  @NotBlank({ message: m.cityRequired })
  @MaxLength(100)
  city!: string;

  @Trimmed()
  @IsString({ message: m.stateRequired })
  @NotBlank({ message: m.stateRequired })
  @MaxLength(100)
  state!: string;

  @Trimmed()
  @IsString({ message: m.postalCodeRequired })
  @NotBlank({ message: m.postalCodeRequired })
  @MaxLength(20)
  postalCode!: string;

  @Trimmed()
  @IsString({ message: m.countryRequired })
  @NotBlank({ message: m.countryRequired })
  @MaxLength(100)
  country!: string;
}

export class CustomerDetailsDto {
  @Trimmed()
  @IsString({ message: m.nameRequired })
  @NotBlank({ message: m.nameRequired })
  @MaxLength(120)
  name!: string;

  @Trimmed()
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  @MaxLength(254)
  email!: string;

  @Trimmed()
  @IsString({ message: m.phoneRequired })
  @NotBlank({ message: m.phoneRequired })
  @MaxLength(30)
  phone!: string;

  @Trimmed()
  @IsString({ message: m.phoneCountryCodeRequired })
  @NotBlank({ message: m.phoneCountryCodeRequired })
  @MaxLength(8)
  phoneCountryCode!: string;

  @ValidateNested()
  @Type(() => AddressDto)
  shippingAddress!: AddressDto;

  @IsOptional()
  @IsBoolean()
  billingAddressSameAsShipping?: boolean;

  /** Required unless billingAddressSameAsShipping is true (the server copies shipping then). */
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressDto)
  billingAddress?: AddressDto;

  @IsOptional()
  @IsBoolean()
  saveForFuture?: boolean;
}

export class InitOrderDto {
  @ValidateNested()
  @Type(() => CustomerDetailsDto)
  customerDetails!: CustomerDetailsDto;
}

/** The kiosk's walk-in form: accepted only from a request carrying the kiosk device token. */
export class WalkInCustomerDetailsDto implements WalkInCustomerDetails {
  @Trimmed()
  @IsString({ message: m.nameRequired })
  @NotBlank({ message: m.nameRequired })
  @MaxLength(120)
  name!: string;

  @IsOptional()
  @Trimmed()
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  @MaxLength(254)
  email?: string;

  @Trimmed()
  @IsString({ message: m.phoneRequired })
  @NotBlank({ message: m.phoneRequired })
  @MaxLength(30)
  phone!: string;

  @Trimmed()
  @IsString({ message: m.phoneCountryCodeRequired })
  @NotBlank({ message: m.phoneCountryCodeRequired })
  @MaxLength(8)
  phoneCountryCode!: string;
}

export class WalkInInitOrderDto {
  @ValidateNested()
  @Type(() => WalkInCustomerDetailsDto)
  customerDetails!: WalkInCustomerDetailsDto;
}

export class ConfirmOrderPaymentDto implements ConfirmOrderPaymentRequest {
  @IsString({ message: 'Payment id is required' })
  @IsNotEmpty({ message: 'Payment id is required' })
  @MaxLength(255)
  paymentId!: string;
}

export class UpdateOrderStatusDto {
  @IsIn(orderStatuses, { message: 'Status must be one of pending, confirmed, crafting, shipped, delivered' })
  status!: (typeof orderStatuses)[number];
}

export class TestGatewayConfirmDto implements TestGatewayConfirmRequest {
  @IsString()
  @IsNotEmpty({ message: 'Client secret is required' })
  @MaxLength(255)
  clientSecret!: string;

  @IsString()
  @Matches(/^[\d ]{12,23}$/, { message: 'Card number is invalid' })
  cardNumber!: string;

  @IsInt({ message: 'Expiry month must be 1-12' })
  @Min(1, { message: 'Expiry month must be 1-12' })
  @Max(12, { message: 'Expiry month must be 1-12' })
  expMonth!: number;

  @IsInt({ message: 'Expiry year is invalid' })
  @Min(2000, { message: 'Expiry year is invalid' })
  @Max(2100, { message: 'Expiry year is invalid' })
  expYear!: number;

  @IsString()
  @Matches(/^\d{3,4}$/, { message: 'CVC must be 3 or 4 digits' })
  cvc!: string;
}
