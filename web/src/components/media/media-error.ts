export type VideoErrorContext = 'video_loading' | 'video_playback';
export type AudioErrorContext = 'audio_loading' | 'audio_playback' | 'audio_context_init';
export type MediaErrorContext = VideoErrorContext | AudioErrorContext;

export type MediaErrorReporter<C extends MediaErrorContext = MediaErrorContext> = (context: C, message: string) => void;

interface ErrorDetail {
  message?: string;
  code?: number | string;
}

const fallbackReason: Record<string | number, string> = {
  1: 'playback was aborted',
  2: 'a network error interrupted the download',
  3: 'the file could not be decoded',
  4: 'the format is not supported',
};

/**
 * The spec's media error texts: "Video error: {message} (code: {code})" when the browser gave a reason,
 * otherwise "Failed to load video" (and the same for audio).
 */
export const mediaErrorMessage = (kind: 'video' | 'audio', error?: ErrorDetail | null): string => {
  const label = kind === 'video' ? 'Video' : 'Audio';
  if (error?.code === undefined || error.code === null || error.code === '') return `Failed to load ${kind}`;
  const message = error.message?.trim() || fallbackReason[error.code] || 'unknown error';
  return `${label} error: ${message} (code: ${error.code})`;
};

const named = (error: unknown): error is { name: string; message?: unknown } =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string';

/** A rejected play() is usually a DOMException; an AbortError only means a newer pause() or load() won the race. */
export const isAbortError = (error: unknown): boolean => named(error) && error.name === 'AbortError';

export const playbackErrorDetail = (error: unknown): ErrorDetail =>
  named(error)
    ? { message: String(error.message ?? ''), code: error.name }
    : { message: String(error), code: 'unknown' };
