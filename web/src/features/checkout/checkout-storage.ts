import type { CustomerDetails } from './customer-details';

/** Session-storage keys of spec section 3: the details survive a reload until the payment succeeds. */
const DETAILS_KEY = 'customerDetails';
const ORDER_KEY = 'currentOrderId';

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled; the checkout still works for this page.
  }
};

const isDetails = (value: unknown): value is CustomerDetails => {
  const v = value as Partial<CustomerDetails> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    typeof v.phone === 'string' &&
    typeof v.phoneCountryCode === 'string' &&
    typeof v.shippingAddress === 'object' &&
    v.shippingAddress !== null &&
    typeof v.billingAddress === 'object' &&
    v.billingAddress !== null
  );
};

export const loadStoredDetails = (): CustomerDetails | null => {
  const raw = read(DETAILS_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // A draft stored before a field existed (the gift message) gets its empty value.
    if (!isDetails(parsed)) return null;
    return typeof parsed.giftMessage === 'string' ? parsed : { ...parsed, giftMessage: '' };
  } catch {
    return null;
  }
};

export const storeDetails = (details: CustomerDetails): void => write(DETAILS_KEY, JSON.stringify(details));

export const loadCurrentOrderId = (): string | null => read(ORDER_KEY);
export const storeCurrentOrderId = (orderId: string): void => write(ORDER_KEY, orderId);

/** After a successful payment nothing of the checkout stays in the browser. */
export const clearCheckoutStorage = (): void => {
  write(DETAILS_KEY, null);
  write(ORDER_KEY, null);
};
