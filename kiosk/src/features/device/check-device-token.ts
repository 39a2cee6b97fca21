import { apiPaths, KIOSK_TOKEN_HEADER, SESSION_HEADER, type KioskDeviceView } from '@sound-putter/contracts';
import { getSessionId } from '@sound-putter/web/api';

export type DeviceCheck = 'ok' | 'wrong' | 'unreachable';

/** Asks the shop whether a token is its kiosk token (before it is saved, so no store or session is involved). */
export const checkDeviceToken = async (token: string): Promise<DeviceCheck> => {
  try {
    const res = await fetch(apiPaths.kiosk.device, {
      headers: { [KIOSK_TOKEN_HEADER]: token, [SESSION_HEADER]: getSessionId() },
    });
    if (res.status === 401) return 'wrong';
    if (!res.ok) return 'unreachable';
    return ((await res.json()) as KioskDeviceView).kiosk ? 'ok' : 'wrong';
  } catch {
    return 'unreachable';
  }
};
