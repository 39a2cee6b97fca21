import { EMAIL_PATTERN, PASSWORD_COMPLEXITY, PASSWORD_MIN_LENGTH, validationMessages } from '@sound-putter/contracts';

export type AuthMode = 'login' | 'signup';

export interface AuthValues {
  email: string;
  password: string;
}

export type AuthErrors = Partial<Record<keyof AuthValues, string>>;

/** The form's check messages (contracts' English ones, or the page's language's). */
export type AuthChecks = Record<'email' | 'passwordRequired' | 'passwordTooShort' | 'passwordComplexity', string>;

/** Spec section 5: login needs a valid e-mail and any password; signup needs 8+ characters with a, A and 1. */
export const validateAuth = (
  mode: AuthMode,
  values: AuthValues,
  messages: AuthChecks = validationMessages,
): AuthErrors => {
  const errors: AuthErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = messages.email;
  if (mode === 'login') {
    if (values.password.length < 1) errors.password = messages.passwordRequired;
  } else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = messages.passwordTooShort;
  } else if (!PASSWORD_COMPLEXITY.test(values.password)) {
    errors.password = messages.passwordComplexity;
  }
  return errors;
};

/** Signup failures as the spec words them (section 8), in the words given (the page's language). */
export const signupFailureText = (
  message: string,
  words: { taken: string; invalid: string; other: string },
): string => {
  if (message.includes('409')) return words.taken;
  if (/validation/i.test(message) || message.startsWith('422')) return words.invalid;
  return words.other;
};
