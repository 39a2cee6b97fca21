import { defineTexts } from './i18n';

/**
 * Collecting at the Bangkok performance centre (issue 30, item 2): how an order reaches its customer, and the pickup
 * code the counter takes to hand the putter over.
 */
export const fulfilmentMethods = ['ship', 'pickup'] as const;
/** `ship`: a carrier takes it to the shipping address; `pickup`: the customer collects it at the performance centre. */
export type Fulfilment = (typeof fulfilmentMethods)[number];

export const isFulfilment = (value: unknown): value is Fulfilment =>
  typeof value === 'string' && (fulfilmentMethods as readonly string[]).includes(value);

/**
 * The pickup code's letters: digits and capitals without the ones people confuse when reading a code aloud or typing
 * it off a phone (0/O, 1/I/L), 31 in all. Eight of them give 31^8 ≈ 8.5 × 10^11 codes.
 */
export const PICKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PICKUP_CODE_LENGTH = 8;

/** How the counter may type a code: spaces and dashes dropped, lower case raised. */
export const normalizePickupCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

const PICKUP_CODE_SHAPE = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/** Whether a normalized code has the shape the shop issues (the right length, only the alphabet's letters). */
export const isPickupCodeShape = (code: string): boolean => PICKUP_CODE_SHAPE.test(code);

/** Why a typed code cannot be one the shop issued, or null when its shape fits. */
export const pickupCodeProblem = (raw: string): string | null => {
  const code = normalizePickupCode(raw);
  if (code === '') return 'Pickup code is required';
  if (code.length !== PICKUP_CODE_LENGTH)
    return `A pickup code has ${PICKUP_CODE_LENGTH} letters and digits, e.g. 7KQ4-MZ2P`;
  if (!isPickupCodeShape(code)) return 'A pickup code has no 0, 1, I, L or O: check the code with the customer';
  return null;
};

/** The code as people read it: two groups of four, e.g. `7KQ4-MZ2P`. */
export const formatPickupCode = (code: string): string =>
  code.length === PICKUP_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** Where a pickup order's code stands: not issued yet, waiting at the counter, or used to hand the putter over. */
export type PickupState = 'preparing' | 'ready' | 'collected';

/** The performance centre's name as the pages and mails give it. */
export const pickupPlaceNames = defineTexts({
  en: 'Sound Putter performance centre, Bangkok',
  th: 'ศูนย์ Sound Putter Performance กรุงเทพฯ',
});
