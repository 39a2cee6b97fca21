/**
 * The kiosk device token lives only in this device's storage, typed by staff on the set-up screen; the public
 * bundle never contains it. The customer reset keeps this one key.
 */
export const DEVICE_TOKEN_KEY = 'sp-kiosk-device-token';

export const readDeviceToken = (): string | null => {
  try {
    return localStorage.getItem(DEVICE_TOKEN_KEY);
  } catch {
    return null;
  }
};

export const saveDeviceToken = (token: string): void => localStorage.setItem(DEVICE_TOKEN_KEY, token);

export const forgetDeviceToken = (): void => localStorage.removeItem(DEVICE_TOKEN_KEY);
