import { apiPaths, KIOSK_TOKEN_HEADER, SESSION_HEADER, type KioskDeviceView } from '@sound-putter/contracts';
import { getSessionId, resetSessionId } from '@sound-putter/web/shared';

/** Too many wrong tokens from this address: the shop answers 429 until its window ends. */
export interface TokenLimited {
  waitMinutes: number;
}

export type DeviceCheck = 'ok' | 'wrong' | 'unreachable' | TokenLimited;

/** Asks the shop whether a token is its kiosk token (before it is saved, so no store or session is involved). */
const ask = (token: string) =>
  fetch(apiPaths.kiosk.device, { headers: { [KIOSK_TOKEN_HEADER]: token, [SESSION_HEADER]: getSessionId() } });

/** A 401 about the browser session id (its cookie lost, or ended), not about the token. */
const sessionGone = async (res: Response): Promise<boolean> => {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'session_not_bound' || body?.code === 'session_ended';
};

export const checkDeviceToken = async (token: string): Promise<DeviceCheck> => {
  try {
    let res = await ask(token);
    if (res.status === 401 && (await sessionGone(res))) {
      resetSessionId();
      res = await ask(token);
    }
    if (res.status === 401) return 'wrong';
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after'));
      return { waitMinutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 10 };
    }
    if (!res.ok) return 'unreachable';
    return ((await res.json()) as KioskDeviceView).kiosk ? 'ok' : 'wrong';
  } catch {
    return 'unreachable';
  }
};
