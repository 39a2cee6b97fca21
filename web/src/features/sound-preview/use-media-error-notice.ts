import { useCallback } from 'react';
import type { MediaErrorContext, MediaErrorReporter } from '../../components/media/media-error';
import { toastAdded, useAppDispatch } from '../../store';

// Media errors carry no HTTP status, so they take the catalogue's title for that case (spec section 8).
const TITLE = 'Something went wrong';

/**
 * Media errors as toasts. Loading and set-up failures are one-time notices keyed by their context, so two broken
 * players do not stack two identical toasts; playback failures are shown every time because a retry can fail again.
 */
export const useMediaErrorNotice = (): MediaErrorReporter => {
  const dispatch = useAppDispatch();
  return useCallback(
    (context: MediaErrorContext, message: string) =>
      dispatch(
        toastAdded({
          title: TITLE,
          description: message,
          variant: 'destructive',
          onceKey: context.endsWith('_playback') ? undefined : context,
        }),
      ),
    [dispatch],
  );
};
