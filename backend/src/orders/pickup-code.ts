import { randomInt } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '@sound-putter/contracts';

/**
 * A fresh pickup code: 8 letters drawn with the operating system's CSPRNG from the 31-letter alphabet (about 40 bits),
 * unrelated to the order id, so it neither reveals the order nor can be worked out from it.
 */
export const drawPickupCode = (): string =>
  Array.from({ length: PICKUP_CODE_LENGTH }, () => PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)]).join(
    '',
  );
