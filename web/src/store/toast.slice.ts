import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 9: at most 3 toasts, each shown 5000 ms and removed 5000 ms after it is dismissed. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

interface ToastState {
  toasts: Toast[];
  /** Keys of one-time notices already shown (e.g. loading_models). */
  shownKeys: string[];
}

const initialState: ToastState = { toasts: [], shownKeys: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast & { onceKey?: string }>) {
        const { onceKey, ...toast } = action.payload;
        if (onceKey) {
          if (state.shownKeys.includes(onceKey)) return;
          state.shownKeys.push(onceKey);
        }
        // Newest first; the oldest beyond the limit disappear.
        state.toasts = [toast, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(toast: { title: string; description?: string; variant?: ToastVariant; onceKey?: string }) {
        return {
          payload: {
            id: `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`,
            variant: toast.variant ?? 'default',
            open: true,
            title: toast.title,
            description: toast.description,
            onceKey: toast.onceKey,
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.toasts)
        if (action.payload === undefined || toast.id === action.payload) toast.open = false;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.toasts },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
