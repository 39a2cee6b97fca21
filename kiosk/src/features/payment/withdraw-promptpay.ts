import { apiPaths, KIOSK_TOKEN_HEADER, SESSION_HEADER } from '@sound-putter/contracts';
import { readDeviceToken } from '../device/device-token';

const ATTEMPTS = 5;
const RETRY_MS = 3000;

/**
 * Withdraws an order's unpaid PromptPay QRs (the shop refunds anything paid to them afterwards). A plain fetch with
 * the session id handed in, not the store's API: on a reset the store and the session id are replaced before the
 * request would leave, and only the old session owns the order. `keepalive` lets it outlive the page. Retried while
 * the network is down; true once the shop answered 2xx (a 404 means the order is not this session's: nothing to do).
 */
export async function withdrawPromptPay(orderId: string, sessionId: string, fetchFn = fetch): Promise<boolean> {
  const headers: Record<string, string> = { [SESSION_HEADER]: sessionId };
  const token = readDeviceToken();
  if (token) headers[KIOSK_TOKEN_HEADER] = token;
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetchFn(apiPaths.payments.promptPayOf(orderId), {
        method: 'DELETE',
        headers,
        credentials: 'include',
        keepalive: true,
      });
      return res.ok;
    } catch {
      if (attempt >= ATTEMPTS) return false;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
