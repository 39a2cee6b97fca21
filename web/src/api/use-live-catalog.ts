import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from './base-api';

/**
 * Keeps the models and options on screen current: when the back office withdraws an item, reprices or renames
 * one, the lists are read again within moments (issue 32). The socket code loads after the page, on demand.
 */
export const useLiveCatalog = (): void => {
  const dispatch = useDispatch();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./catalog-live').then(({ watchCatalog }) => {
      if (cancelled) return;
      stop = watchCatalog(() => dispatch(baseApi.util.invalidateTags(['Models', 'Customizations'])));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [dispatch]);
};
