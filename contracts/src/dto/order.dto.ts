import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
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
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { type Carrier, carrierEventTypes, carriers } from '../carriers';
import {
  isThailand,
  isThaiPostalCode,
  isThaiProvince,
  THAI_POSTAL_CODE_MESSAGE,
  THAI_PROVINCE_MESSAGE,
} from '../thai-address';
import { type ShopLanguage, shopLanguages } from '../language';
import { type Fulfilment, fulfilmentMethods } from '../pickup';
import { type OrderStatus, orderStatuses } from '../order-status';
import { type RemakeReason, remakeReasons } from '../remakes';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG, validationMessages as m } from '../validation-messages';
import {
  EmailAddress,
  NestedList,
  PersonName,
  PhoneCountryCode,
  PhoneNumber,
  RequiredNested,
  RequiredText,
} from './contact.decorators';
import { GraphemesAtMost, NotBlank, TextAtMost, Trimmed } from './text.decorators';
import { type OrderNoteVisibility, orderNoteVisibilities } from '../events/order.events';

/**
 * For an address in Thailand, a filled-in field must also pass `rule`; an empty one answers only its required
 * message (spec section 5), and other countries are not checked.
 */
const InThailand = (name: string, rule: (value: string) => boolean, message: string): PropertyDecorator =>
  ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown, args) =>
          typeof value !== 'string' ||
          value.trim() === '' ||
          !isThailand((args?.object as { country?: string }).country) ||
          rule(value),
      },
    },
    { message },
  );

export class AddressDto {
  @RequiredText(m.streetAddressRequired, 200)
  streetAddress!: string;

  @RequiredText(m.cityRequired, 100)
  city!: string;

  @RequiredText(m.stateRequired, 100)
  @InThailand('thaiProvince', isThaiProvince, THAI_PROVINCE_MESSAGE)
  state!: string;

  @RequiredText(m.postalCodeRequired, 20)
  @InThailand('thaiPostalCode', isThaiPostalCode, THAI_POSTAL_CODE_MESSAGE)
  postalCode!: string;

  @RequiredText(m.countryRequired, 100)
  country!: string;
}

/** The checkout's customer details (spec section 3). */
export class CustomerDetailsDto {
  @PersonName()
  name!: string;

  @EmailAddress()
  email!: string;

  @PhoneNumber()
  phone!: string;

  @PhoneCountryCode()
  phoneCountryCode!: string;

  /** `pickup`: collected free at the Bangkok performance centre, so no shipping address is needed. Default `ship`. */
  @IsOptional()
  @IsIn(fulfilmentMethods, { message: 'Fulfilment must be ship or pickup' })
  fulfilment?: Fulfilment;

  /** Required unless the order is collected (`fulfilment: pickup`): the performance centre is recorded then. */
  @ValidateIf((o: { fulfilment?: string }) => o.fulfilment !== 'pickup')
  @RequiredNested(AddressDto)
  shippingAddress!: AddressDto;

  @IsOptional()
  @IsBoolean()
  billingAddressSameAsShipping?: boolean;

  /**
   * Required unless billingAddressSameAsShipping is true (the server copies shipping then); for a pickup with
   * billing the same, whatever the form carried is ignored (the centre is recorded).
   */
  @ValidateIf(
    (o: { fulfilment?: string; billingAddressSameAsShipping?: boolean }) =>
      o.fulfilment !== 'pickup' || o.billingAddressSameAsShipping !== true,
  )
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressDto)
  billingAddress?: AddressDto;

  @IsOptional()
  @IsBoolean()
  saveForFuture?: boolean;

  /**
   * Printed on a card with the putter and shown on the board: up to 200 characters as a person counts them (Thai and
   * emoji allowed). Personal data: sealed with the customer's key like the name and address.
   */
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'Gift message must be text' })
  @GraphemesAtMost(GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG)
  giftMessage?: string;
}

/** POST /api/orders/init body. */
export class InitOrderDto {
  @RequiredNested(CustomerDetailsDto)
  customerDetails!: CustomerDetailsDto;

  /** The language the shopper used: the order's mails are written in it (Thai when absent). */
  @IsOptional()
  @IsIn(shopLanguages, { message: 'Language must be en or th' })
  language?: ShopLanguage;
}

/**
 * The kiosk's walk-in form: accepted only from a request carrying the kiosk device token. The putter is collected in
 * store, so no address; e-mail optional.
 */
export class WalkInCustomerDetailsDto {
  @PersonName()
  name!: string;

  @IsOptional()
  @EmailAddress()
  email?: string;

  @PhoneNumber()
  phone!: string;

  @PhoneCountryCode()
  phoneCountryCode!: string;
}

export class WalkInInitOrderDto {
  @RequiredNested(WalkInCustomerDetailsDto)
  customerDetails!: WalkInCustomerDetailsDto;

  /** The language on the kiosk's screen: the order's mails are written in it (Thai when absent). */
  @IsOptional()
  @IsIn(shopLanguages, { message: 'Language must be en or th' })
  language?: ShopLanguage;
}

/** PATCH /api/orders/{id}/payment body: the gateway's payment id, a hint the server verifies. */
export class ConfirmOrderPaymentDto {
  @IsString({ message: 'Payment id is required' })
  @IsNotEmpty({ message: 'Payment id is required' })
  @MaxLength(255)
  paymentId!: string;
}

export class UpdateOrderStatusDto {
  @IsIn(orderStatuses, { message: 'Status must be one of pending, confirmed, crafting, shipped, delivered' })
  status!: OrderStatus;

  /** Required to move to shipped: who carries the parcel. */
  @IsOptional()
  @IsIn(carriers, { message: `Carrier must be one of ${carriers.join(', ')}` })
  carrier?: Carrier;

  /** Required to move to shipped; checked against the carrier's number format (spaces and dashes ignored). */
  @IsOptional()
  @IsString({ message: 'Tracking number is required' })
  @MaxLength(60)
  trackingNumber?: string;

  /** The tracking page (https) when the carrier is `other`. */
  @IsOptional()
  @IsString({ message: 'Tracking page URL must start with https://' })
  @MaxLength(500)
  trackingUrl?: string;
}

/** PATCH /api/orders/{id}/tracking body: staff correct a mistyped carrier or tracking number of a shipped order. */
export class CorrectTrackingDto {
  @IsIn(carriers, { message: `Carrier must be one of ${carriers.join(', ')}` })
  carrier!: Carrier;

  @IsString({ message: 'Tracking number is required' })
  @MaxLength(60)
  trackingNumber!: string;

  @IsOptional()
  @IsString({ message: 'Tracking page URL must start with https://' })
  @MaxLength(500)
  trackingUrl?: string;
}

/**
 * POST /api/orders/{id}/cancel body. Staff must say why (the reason is kept in the order's history and shown to the
 * customer); the customer may leave it out.
 */
export class CancelOrderDto {
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'Reason must be text' })
  @TextAtMost(500)
  reason?: string;
}

/**
 * POST /api/orders/{id}/recall body: staff take back the order's last step, saying why (kept in its history). `status`
 * is the status they saw: if the order moved on since, the recall is refused instead of undoing another step.
 */
export class RecallStepDto {
  @Trimmed()
  @IsString({ message: 'Give a reason to recall a step' })
  @IsNotEmpty({ message: 'Give a reason to recall a step' })
  @TextAtMost(500)
  reason!: string;

  @IsOptional()
  @IsIn(orderStatuses, { message: 'Status must be one of pending, confirmed, crafting, shipped, delivered' })
  status?: OrderStatus;
}

/**
 * POST /api/orders/{id}/refunds body (staff). `amountSatang` is whole satang (1 baht = 100 satang), at most what was
 * paid and not yet refunded; `requestId` is made once per refund the board asks for, so a retried request gives the
 * money back once.
 */
export class RefundOrderDto {
  @IsInt({ message: 'Amount must be a whole number of satang' })
  @Min(1, { message: 'Amount must be at least 1 satang' })
  @Max(100_000_000_00, { message: 'Amount is too large' })
  amountSatang!: number;

  @Trimmed()
  @IsString({ message: 'Reason is required' })
  @IsNotEmpty({ message: 'Reason is required' })
  @TextAtMost(500)
  reason!: string;

  @IsString({ message: 'Request id is required' })
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'Request id must be a UUID' })
  requestId!: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One line of the original order to make again: how many, and the corrected design if the options change. */
export class RemakeLineDto {
  @IsString({ message: 'Configuration id is required' })
  @Matches(UUID, { message: 'Configuration id must be a UUID' })
  configurationId!: string;

  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(99, { message: 'Quantity must be at most 99' })
  quantity!: number;

  /** A configuration of the same model with the corrected options (made in the configurator); absent: as it was. */
  @IsOptional()
  @IsString({ message: 'Corrected configuration id must be a UUID' })
  @Matches(UUID, { message: 'Corrected configuration id must be a UUID' })
  correctedConfigurationId?: string;
}

/**
 * POST /api/orders/{id}/remakes body (staff): make a shipped or delivered order again at no charge. `lines` picks
 * which of its lines (and how many) and may correct their options; absent, every line is made again as it was.
 * `requestId` is made once per remake the board asks for, so a retried request opens one remake.
 */
export class OpenRemakeDto {
  @IsIn(remakeReasons, { message: 'Reason must be one of defect, wrong_engraving, damaged_in_transit' })
  reason!: RemakeReason;

  @IsOptional()
  @Trimmed()
  @IsString({ message: 'Note must be text' })
  @TextAtMost(500)
  note?: string;

  @IsOptional()
  @IsArray({ message: 'Lines must be a list' })
  @ArrayMinSize(1, { message: 'Give at least one line, or leave lines out to remake every line' })
  @ArrayMaxSize(20, { message: 'At most 20 lines' })
  @NestedList(RemakeLineDto)
  lines?: RemakeLineDto[];

  @IsString({ message: 'Request id is required' })
  @Matches(UUID, { message: 'Request id must be a UUID' })
  requestId!: string;
}

/** POST /api/payments/promptpay body: the order to pay by PromptPay QR. */
export class OpenPromptPayDto {
  @IsString()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'Order id is invalid' })
  orderId!: string;
}

/** POST /api/payments/test-gateway/bank/inspect body: the text of a PromptPay QR. */
export class TestBankInspectDto {
  @IsString()
  @IsNotEmpty({ message: 'The QR text is required' })
  @MaxLength(512)
  payload!: string;
}

/** POST /api/payments/test-gateway/bank/pay body: pay (or decline) a PromptPay QR, once per transfer id. */
export class TestBankPayDto extends TestBankInspectDto {
  @IsString()
  @Matches(/^[0-9A-Za-z_-]{8,64}$/, { message: 'Transfer id is 8-64 letters, digits, - or _' })
  transferId!: string;

  @IsOptional()
  @IsBoolean()
  decline?: boolean;
}

/** POST /api/payments/test-gateway/confirm body (the local test gateway's card form). */
export class TestGatewayConfirmDto {
  @IsString()
  @IsNotEmpty({ message: 'Client secret is required' })
  @MaxLength(255)
  clientSecret!: string;

  /** Digits, spaces allowed. */
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

/** POST /api/pickups/handover body: the code the customer shows at the counter, typed or scanned. */
export class HandOverPickupDto {
  @IsString({ message: 'Pickup code is required' })
  @IsNotEmpty({ message: 'Pickup code is required' })
  @MaxLength(40, { message: 'A pickup code has 8 letters and digits, e.g. 7KQ4-MZ2P' })
  code!: string;
}

/**
 * POST /api/webhooks/carrier body, signed by the carrier-tracking service (headers `x-carrier-timestamp` and
 * `x-carrier-signature`; README "Carrier delivery webhook").
 */
export class CarrierWebhookDto {
  /** The sender's id for this event: taken once. */
  @IsString({ message: 'eventId is required' })
  @IsNotEmpty({ message: 'eventId is required' })
  @MaxLength(200, { message: 'eventId is at most 200 characters' })
  eventId!: string;

  @IsIn(carrierEventTypes, { message: `type must be one of ${carrierEventTypes.join(', ')}` })
  type!: (typeof carrierEventTypes)[number];

  @IsString({ message: 'orderId is required' })
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'orderId must be a UUID' })
  orderId!: string;

  /** The parcel's number: it must be the one the order was shipped with. */
  @IsString({ message: 'trackingNumber is required' })
  @IsNotEmpty({ message: 'trackingNumber is required' })
  @MaxLength(60)
  trackingNumber!: string;

  /** When the carrier scanned the event (ISO 8601). */
  @IsString({ message: 'occurredAt must be an ISO date and time' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'occurredAt must be an ISO date and time',
  })
  occurredAt!: string;
}

/**
 * POST /api/orders/{id}/notes body (staff). `noteId` is made once per note by the staff's browser, so a retried
 * request adds the note once; `internal` notes are for staff only, `customer` notes show on the customer's order page.
 */
export class AddOrderNoteDto {
  @IsString({ message: 'Note id is required' })
  @Matches(UUID, { message: 'Note id must be a UUID' })
  noteId!: string;

  @IsIn(orderNoteVisibilities, { message: 'Visibility must be internal or customer' })
  visibility!: OrderNoteVisibility;

  @Trimmed()
  @IsString({ message: 'Write the note' })
  @NotBlank({ message: 'Write the note' })
  @TextAtMost(1000)
  text!: string;
}
