import type { ShopLanguage } from '@sound-putter/contracts';
import { mediaTexts } from './media-texts';

export type VideoErrorContext = 'video_loading' | 'video_playback';
export type AudioErrorContext = 'audio_loading' | 'audio_playback' | 'audio_context_init';
export type MediaErrorContext = VideoErrorContext | AudioErrorContext;

export type MediaErrorReporter<C extends MediaErrorContext = MediaErrorContext> = (context: C, message: string) => void;

interface ErrorDetail {
  message?: string;
  code?: number | string;
}

/**
 * The spec's media error texts: "Video error: {message} (code: {code})" when the browser gave a reason,
 * otherwise "Failed to load video" (and the same for audio); in Thai on a Thai page.
 */
export const mediaErrorMessage = (
  kind: 'video' | 'audio',
  error?: ErrorDetail | null,
  language: ShopLanguage = 'en',
): string => {
  const t = mediaTexts[language].error;
  if (error?.code === undefined || error.code === null || error.code === '') return t.failed(kind);
  const browser = error.message?.trim();
  const known = t.reasons[error.code];
  const reason = (t.browserFirst ? browser || known : known || browser) || t.unknown;
  return t.detail(kind, reason, error.code);
};

const named = (error: unknown): error is { name: string; message?: unknown } =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string';

/** A rejected play() is usually a DOMException; an AbortError only means a newer pause() or load() won the race. */
export const isAbortError = (error: unknown): boolean => named(error) && error.name === 'AbortError';

export const playbackErrorDetail = (error: unknown): ErrorDetail =>
  named(error)
    ? { message: String(error.message ?? ''), code: error.name }
    : { message: String(error), code: 'unknown' };
