import { resetSessionId } from '@sound-putter/web/shared';
import { DEVICE_TOKEN_KEY } from '../device/device-token';

/**
 * Forgets everything a customer may have left in the browser's storage: every key but the device token, all of
 * session storage, then a new anonymous session id (so the next customer's cart is a new one).
 */
export const wipeCustomerStorage = (): string => {
  try {
    for (const key of Object.keys(localStorage)) if (key !== DEVICE_TOKEN_KEY) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage disabled: there is nothing in it to wipe.
  }
  return resetSessionId();
};
