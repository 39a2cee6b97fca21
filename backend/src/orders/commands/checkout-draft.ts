import { createHash } from 'node:crypto';
import {
  type Address,
  type Fulfilment,
  type OrderChannel,
  type OrderLine,
  PERFORMANCE_CENTRE_ADDRESS,
  type ShopLanguage,
} from '@sound-putter/contracts';
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
    /** Shipped to the address, or collected at the performance centre (kiosk orders, or chosen at checkout). */
    fulfilment: Fulfilment;
  };
  /** Sealed with the customer's key before it reaches the log (crypto-shredding, PDPA erasure). */
  personal: { customer: Customer; shippingAddress: Address; billingAddress: Address; giftMessage?: string };
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

/**
 * Refuses a checkout whose cart holds a putter with a model or option marked unavailable since it was added
 * (issue 32): 422 naming each one, so the shopper changes it instead of paying for what cannot be made.
 */
export function refuseWithdrawn(lines: readonly { names: { model: string }; unavailable: readonly string[] }[]): void {
  const messages = lines
    .filter((l) => l.unavailable.length > 0)
    .map((l) => `${l.names.model}: ${l.unavailable.join(', ')} is no longer available. Change it in your cart.`);
  if (messages.length > 0) throw new DomainError('cart_item_unavailable', undefined, { cart: messages });
}

/** The order from the cart as the log has it (prices snapshotted when each line was added), never over the limit. */
export function checkoutDraft(
  { cartId, details, userId, sessionId, context, language }: InitOrderCommand,
  cart: CheckoutCart,
  modelNames: ReadonlyMap<string, string>,
  maxPaymentSatang: number,
): CheckoutDraft {
  if (cart.lines.length === 0) throw new DomainError('empty_cart');
  const channel = channelFor(context.channel);
  const fulfilment: Fulfilment = channel === 'kiosk' || details.fulfilment === 'pickup' ? 'pickup' : 'ship';
  // Collected at the centre: the centre is the order's shipping address, whatever the form carried.
  const shipping = fulfilment === 'pickup' ? PERFORMANCE_CENTRE_ADDRESS : details.shippingAddress;
  const billing = details.billingAddressSameAsShipping ? shipping : details.billingAddress;
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
  const giftMessage = details.giftMessage?.trim() || undefined;
  const personal = {
    customer,
    shippingAddress: addressOf(shipping),
    billingAddress: addressOf(billing),
    ...(giftMessage ? { giftMessage } : {}),
  };
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
        // Only a pickup adds to it, so the fingerprints of shipping orders placed before pickup existed still match.
        ...(fulfilment === 'pickup' ? [fulfilment] : []),
        // Likewise a gift message: another message is another checkout (the order takes the new one).
        ...(giftMessage ? [{ giftMessage }] : []),
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
      fulfilment,
    },
    personal,
    customerLookup: personalDataLookup({ ...customer, userId }),
  };
}
