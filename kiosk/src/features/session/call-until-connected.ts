import type { KioskStore } from './kiosk-store';
import { connectionLost, connectionRestored } from './kiosk-flow.slice';
import { isNetworkError } from './use-network-retry';

const RETRY_MS = 2000;

type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/**
 * Repeats a call while it fails for want of a network, showing "reconnecting" meanwhile, and returns the first
 * answer the shop gives (success or a real error). Only for calls that are safe to repeat: the order placement is
 * (the server answers a repeat with the same order), and replacing the cart is too.
 */
export async function callUntilConnected<T>(
  dispatch: KioskStore['dispatch'],
  call: () => Promise<CallResult<T>>,
  stillWanted: () => boolean = () => true,
): Promise<CallResult<T>> {
  for (;;) {
    const result = await call();
    if (!isNetworkError(result.error) || result.error === undefined || !stillWanted()) {
      dispatch(connectionRestored());
      return result;
    }
    dispatch(connectionLost());
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
