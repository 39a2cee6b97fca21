import { useCallback } from 'react';
import type { MediaErrorContext, MediaErrorReporter } from '../../components/media/media-error';
import { useTexts } from '../../lib/use-language';
import { toastAdded, useAppDispatch } from '../../store';
import { soundPreviewTexts } from './sound-preview-texts';

/**
 * Media errors as toasts. Loading and set-up failures are one-time notices keyed by their context, so two broken
 * players do not stack two identical toasts; playback failures are shown every time because a retry can fail again.
 */
export const useMediaErrorNotice = (): MediaErrorReporter => {
  const dispatch = useAppDispatch();
  const { noticeTitle } = useTexts(soundPreviewTexts);
  return useCallback(
    (context: MediaErrorContext, message: string) =>
      dispatch(
        toastAdded({
          title: noticeTitle,
          description: message,
          variant: 'destructive',
          onceKey: context.endsWith('_playback') ? undefined : context,
        }),
      ),
    [dispatch, noticeTitle],
  );
};
