/** Spec section 8: how an error becomes a notice's title and description. */
export interface ErrorLike {
  status?: number;
  message?: string;
}

export interface NoticeText {
  title: string;
  description: string;
}

const byStatus: Record<number, NoticeText> = {
  400: { title: 'Invalid request', description: 'The request was invalid. Please check your input and try again.' },
  401: { title: 'Authentication required', description: 'You need to be logged in to perform this action.' },
  403: { title: 'Access denied', description: "You don't have permission to perform this action." },
  404: { title: 'Not found', description: 'The requested item could not be found.' },
  409: {
    title: 'Conflict',
    description: 'This action conflicts with the current state. Please refresh and try again.',
  },
  429: {
    title: 'Too many requests',
    description: "You're making requests too quickly. Please wait a moment and try again.",
  },
  500: { title: 'Server error', description: 'An internal server error occurred. Our team has been notified.' },
};

const unavailable: NoticeText = {
  title: 'Service unavailable',
  description: 'Our servers are temporarily unavailable. Please try again in a few minutes.',
};

/** Splits "NNN: text" into its status and text; other messages keep the status they came with. */
export const splitErrorMessage = (error: ErrorLike): { status?: number; text: string } => {
  const message = error.message ?? '';
  const match = /^(\d{3}):\s*([\s\S]*)$/.exec(message);
  if (match) return { status: Number(match[1]), text: match[2].trim() };
  return { status: error.status, text: message.trim() };
};

const titleFor = (status: number | undefined): string => {
  if (status === undefined) return 'Something went wrong';
  if (status === 422) return 'Validation error';
  if (status === 502 || status === 503 || status === 504) return unavailable.title;
  return byStatus[status]?.title ?? 'Error';
};

export const describeError = (error: ErrorLike | null | undefined): NoticeText => {
  if (!error?.message)
    return { title: 'Unexpected error', description: 'An unexpected error occurred. Please try again.' };
  const { status, text } = splitErrorMessage(error);
  if (/fetch|network/i.test(error.message)) {
    return { title: titleFor(status), description: 'Please check your internet connection and try again.' };
  }
  if (status === undefined)
    return { title: titleFor(status), description: text || 'An unexpected error occurred. Please try again.' };
  if (status === 422)
    return { title: 'Validation error', description: text || 'Please check the form data and try again.' };
  if (status === 502 || status === 503 || status === 504) return unavailable;
  const known = byStatus[status];
  if (known) return known;
  return { title: 'Error', description: text || 'An unexpected error occurred. Please try again.' };
};

/** Success notices by key (spec section 8). */
export const successNotices = {
  add_to_cart: { title: 'Added to cart!', description: 'Your custom sound putter has been added to your cart.' },
  remove_from_cart: { title: 'Item removed', description: '' },
  clear_cart: { title: 'Cart cleared', description: '' },
  payment_success: {
    title: 'Payment successful!',
    description: 'Thank you for your purchase! Your custom sound putter will be crafted in 24 hour.',
  },
  configuration_saved: { title: 'Configuration saved', description: '' },
  order_created: {
    title: 'Order placed!',
    description: 'Your order has been placed successfully and will be processed shortly.',
  },
} as const satisfies Record<string, NoticeText>;

export type SuccessKey = keyof typeof successNotices;

export const successNotice = (key: string): NoticeText =>
  (successNotices as Record<string, NoticeText>)[key] ?? { title: 'Success!', description: '' };
