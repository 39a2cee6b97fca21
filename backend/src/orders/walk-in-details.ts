import { PERFORMANCE_CENTRE_ADDRESS } from '@sound-putter/contracts';
import type { CustomerDetailsDto, WalkInCustomerDetailsDto } from '@sound-putter/contracts/dto';

/**
 * A kiosk customer collects the putter at the performance centre, so the order records that address for shipping
 * and billing; without an e-mail the order simply has none (no receipt is e-mailed).
 */
export const walkInOrderDetails = (walkIn: WalkInCustomerDetailsDto): CustomerDetailsDto => ({
  name: walkIn.name,
  email: walkIn.email?.trim() ?? '',
  phone: walkIn.phone,
  phoneCountryCode: walkIn.phoneCountryCode,
  fulfilment: 'pickup',
  shippingAddress: { ...PERFORMANCE_CENTRE_ADDRESS },
  billingAddressSameAsShipping: true,
  saveForFuture: false,
});
