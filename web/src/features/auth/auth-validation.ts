import { EMAIL_PATTERN, PASSWORD_COMPLEXITY, PASSWORD_MIN_LENGTH, validationMessages } from '@sound-putter/contracts';

export type AuthMode = 'login' | 'signup';

export interface AuthValues {
  email: string;
  password: string;
}

export type AuthErrors = Partial<Record<keyof AuthValues, string>>;

/** Spec section 5: login needs a valid e-mail and any password; signup needs 8+ characters with a, A and 1. */
export const validateAuth = (mode: AuthMode, values: AuthValues): AuthErrors => {
  const errors: AuthErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = validationMessages.email;
  if (mode === 'login') {
    if (values.password.length < 1) errors.password = validationMessages.passwordRequired;
  } else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = validationMessages.passwordTooShort;
  } else if (!PASSWORD_COMPLEXITY.test(values.password)) {
    errors.password = validationMessages.passwordComplexity;
  }
  return errors;
};

/** Signup failures as the spec words them (section 8). */
export const signupFailureText = (message: string): string => {
  if (message.includes('409')) return 'An account with this email already exists.';
  if (/validation/i.test(message) || message.startsWith('422')) return 'Please check your information and try again.';
  return 'Failed to create account. Please try again.';
};
