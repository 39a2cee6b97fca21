import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '@sound-putter/contracts';
import { ValidationFailed } from '../infrastructure/cqrs/domain-error';

/** zxcvbn-ts's list of common passwords (about 49,000, most common first), compared without case or width. */
const common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => common.has(password.normalize('NFKC').toLowerCase());

/** A new password must not be a common one (OWASP ASVS 5.0 6.2.4): 422 on the field, as the DTO's own rules answer. */
export const refuseCommonPassword = (password: string): void => {
  if (isCommonPassword(password)) throw new ValidationFailed({ password: [COMMON_PASSWORD_MESSAGE] });
};
