import type { OrderPersonalData, PersonalDataRef } from '@sound-putter/contracts';
import type { Upcaster } from '../infrastructure/event-store/upcasters';

/** Version 1 of OrderPlaced and OrderDetailsChanged: the personal fields in plaintext at the top of `data`. */
export type PlaintextPersonalFieldsV1 = OrderPersonalData & Record<string, unknown>;

/** Moves version 1's plaintext personal fields under `personal` (version 2's shape), leaving the rest as stored. */
const personalFieldsUnderRef = (data: unknown): unknown => {
  const { customer, shippingAddress, billingAddress, ...rest } = data as PlaintextPersonalFieldsV1;
  const personal: PersonalDataRef = { subjectId: null, plaintext: { customer, shippingAddress, billingAddress } };
  return { ...rest, personal };
};

/** The orders context's event schema history. */
export const orderEventUpcasters: readonly Upcaster[] = [
  { type: 'OrderPlaced', fromVersion: 1, upcast: personalFieldsUnderRef },
  { type: 'OrderDetailsChanged', fromVersion: 1, upcast: personalFieldsUnderRef },
];
