import { createHash } from 'node:crypto';
import type { Address, OrderChannel, OrderLine, ShopLanguage } from '@sound-putter/contracts';
import { paymentLimitMessage, validationMessages as m } from '@sound-putter/contracts';
import type { CheckoutCart } from '../../cart';
import { DomainError, ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { personalDataLookup } from '../../infrastructure/personal-data/personal-data-vault';
import type { InitOrderCommand } from './order.commands';

/** A checkout as the init decides it from the request and the cart, before it reserves an order. */
export interface CheckoutDraft {
  /** The fields PlaceOrder and ChangeOrderDetails take as they are. */
  order: {
    cartId: string;
    userId: string | null;
    sessionId: string | null;
    channel: OrderChannel;
    lines: OrderLine[];
    totalSatang: number;
    fingerprint: string;
    saveForFuture: boolean;
    /** The shopper's language, for the order's mails. */
    language: ShopLanguage;
  };
  /** Sealed with the customer's key before it reaches the log (crypto-shredding, PDPA erasure). */
  personal: { customer: Customer; shippingAddress: Address; billingAddress: Address };
  customerLookup: string;
}

type Customer = { name: string; email: string; phone: string; phoneCountryCode: string };

const channelFor = (channel: string): OrderChannel => (channel === 'kiosk' || channel === 'staff' ? channel : 'web');

const addressOf = (a: Address): Address => ({
  streetAddress: a.streetAddress.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  postalCode: a.postalCode.trim(),
  country: a.country.trim(),
});

/** The order from the cart as the log has it (prices snapshotted when each line was added), never over the limit. */
export function checkoutDraft(
  { cartId, details, userId, sessionId, context, language }: InitOrderCommand,
  cart: CheckoutCart,
  modelNames: ReadonlyMap<string, string>,
  maxPaymentSatang: number,
): CheckoutDraft {
  if (cart.lines.length === 0) throw new DomainError('empty_cart');
  const billing = details.billingAddressSameAsShipping ? details.shippingAddress : details.billingAddress;
  if (!billing) {
    const required = [
      m.streetAddressRequired,
      m.cityRequired,
      m.stateRequired,
      m.postalCodeRequired,
      m.countryRequired,
    ];
    throw new ValidationFailed({ 'customerDetails.billingAddress': required });
  }
  const lines: OrderLine[] = cart.lines.map((l) => ({
    configurationId: l.configurationId,
    quantity: l.quantity,
    unitPriceSatang: l.unitPriceSatang,
    modelName: modelNames.get(l.configurationId) ?? 'Custom Putter',
  }));
  const totalSatang = lines.reduce((sum, l) => sum + l.unitPriceSatang * l.quantity, 0);
  // Checked again here: the limit may have been lowered since the lines were added, and no intent may ask more.
  if (totalSatang > maxPaymentSatang) {
    const message = paymentLimitMessage(maxPaymentSatang);
    throw new DomainError('payment_limit_exceeded', message, { cart: [message] });
  }
  const customer = {
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    phoneCountryCode: details.phoneCountryCode.trim(),
  };
  const personal = {
    customer,
    shippingAddress: addressOf(details.shippingAddress),
    billingAddress: addressOf(billing),
  };
  const channel = channelFor(context.channel);
  // The cart's version changes with every edit and with the clear after payment, so an old paid order never matches.
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        cartId,
        cart.version,
        lines,
        customer,
        personal.shippingAddress,
        personal.billingAddress,
        userId,
        channel,
      ]),
    )
    .digest('hex');
  return {
    order: {
      cartId,
      userId,
      sessionId,
      channel,
      lines,
      totalSatang,
      fingerprint,
      saveForFuture: details.saveForFuture === true,
      language,
    },
    personal,
    customerLookup: personalDataLookup({ ...customer, userId }),
  };
}
