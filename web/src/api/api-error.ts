import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@sound-putter/contracts';

/**
 * What every failed call resolves to. `message` follows the spec: "NNN: text", the text being the server's
 * error message (or the status text when the body has none); network failures mention "fetch".
 */
export interface ApiError {
  status?: number;
  message: string;
  code?: string;
  /** For 422: `{ "field.path": ["message", ...] }`. */
  details?: Record<string, string[]>;
}

const isErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';

const fieldDetails = (details: unknown): Record<string, string[]> | undefined => {
  if (typeof details !== 'object' || details === null) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(details)) {
    if (Array.isArray(value)) out[field] = value.filter((m): m is string => typeof m === 'string');
    else if (typeof value === 'string') out[field] = [value];
  }
  return Object.keys(out).length > 0 ? out : undefined;
};

export const toApiError = (error: FetchBaseQueryError, meta?: FetchBaseQueryMeta): ApiError => {
  const statusText = meta?.response?.statusText ?? '';
  if (typeof error.status === 'number') {
    const body = error.data;
    if (isErrorBody(body)) {
      return {
        status: error.status,
        message: `${error.status}: ${body.message || statusText}`,
        code: typeof body.code === 'string' ? body.code : undefined,
        details: fieldDetails(body.details),
      };
    }
    const text = typeof body === 'string' && body.trim() ? body.trim() : statusText;
    return { status: error.status, message: `${error.status}: ${text}` };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { message: `Failed to fetch: ${error.error}` };
    case 'PARSING_ERROR': {
      const text = typeof error.data === 'string' && error.data.trim() ? error.data.trim() : statusText;
      return { status: error.originalStatus, message: `${error.originalStatus}: ${text}` };
    }
    case 'TIMEOUT_ERROR':
      return { message: `Network request timed out: ${error.error}` };
    default:
      return { message: String(error.error ?? '') };
  }
};

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The text after "NNN: ", which is what forms and notices show to the shopper. */
export const errorText = (error: ApiError): string => error.message.replace(/^\d{3}:\s*/, '');
