import { describeError, successNotice, type ErrorLike } from '../lib/error-messages';
import { toastAdded } from './toast.slice';

/** An error notice with the catalogue's title and text; `onceKey` makes it a one-time notice (e.g. loading_models). */
export const notifyError = (error: ErrorLike | null | undefined, opts: { onceKey?: string } = {}) =>
  toastAdded({ ...describeError(error), variant: 'destructive', onceKey: opts.onceKey });

export const notifySuccess = (key: string) => toastAdded(successNotice(key));

export const notify = (title: string, description?: string, variant: 'default' | 'destructive' = 'default') =>
  toastAdded({ title, description, variant });
