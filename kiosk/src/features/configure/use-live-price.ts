import { useEffect, useRef, useState } from 'react';
import {
  configurePayload,
  logosComplete,
  priceCalculated,
  priceInvalidated,
  selectConfiguration,
  useConfigurePutterMutation,
} from '@sound-putter/web/shared';
import type { ConfigurePutterDto } from '@sound-putter/contracts/dto';
import { connectionLost, connectionRestored } from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { isNetworkError } from '../session/use-network-retry';

const SETTLE_MS = 250;
const RETRY_MS = 2000;

export type PriceState = 'idle' | 'pricing' | 'priced' | 'incomplete' | 'error';

/**
 * Prices every change on the server (the only place prices are computed), once the choices settle. Only the
 * newest answer counts; a network failure shows "reconnecting" and is retried.
 */
export const useLivePrice = (): PriceState => {
  const dispatch = useKioskDispatch();
  const configuration = useKioskSelector(selectConfiguration);
  const [configure] = useConfigurePutterMutation();
  const [state, setState] = useState<PriceState>('idle');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const complete = logosComplete(configuration) && Boolean(configuration.modelId);
  const body = JSON.stringify(configurePayload(configuration));

  useEffect(() => {
    const request = ++latest.current;
    if (!complete) {
      dispatch(priceInvalidated());
      setState('incomplete');
      return;
    }
    dispatch(priceInvalidated());
    setState('pricing');
    let retry: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(async () => {
      const result = await configure(JSON.parse(body) as ConfigurePutterDto);
      if (request !== latest.current) return;
      if ('data' in result && result.data) {
        dispatch(connectionRestored());
        dispatch(priceCalculated(result.data));
        setState('priced');
      } else if (isNetworkError(result.error)) {
        dispatch(connectionLost());
        retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      } else {
        setState('error');
      }
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      if (retry) clearTimeout(retry);
    };
  }, [body, complete, attempt, configure, dispatch]);

  return state;
};
