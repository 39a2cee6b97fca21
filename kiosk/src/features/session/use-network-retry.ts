import { useEffect } from 'react';
import { connectionLost, connectionRestored } from './kiosk-flow.slice';
import { useKioskDispatch } from './kiosk-store';

const RETRY_MS = 2000;

/** A failed call without an HTTP status never reached the shop: the network is down, not the request wrong. */
export const isNetworkError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === undefined;

/**
 * For a query: while it fails for want of a network, show "reconnecting" and refetch every 2 s until it answers.
 */
export const useRefetchWhileOffline = (query: { error?: unknown; isError: boolean; refetch: () => unknown }) => {
  const dispatch = useKioskDispatch();
  const offline = query.isError && isNetworkError(query.error);
  const { refetch } = query;
  useEffect(() => {
    if (!offline) return;
    dispatch(connectionLost());
    const timer = setInterval(() => void refetch(), RETRY_MS);
    return () => {
      clearInterval(timer);
      dispatch(connectionRestored());
    };
  }, [offline, refetch, dispatch]);
};
