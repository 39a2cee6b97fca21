import { EMAIL_PATTERN } from '@sound-putter/contracts';
import type { WalkInCustomerDetailsDto } from '@sound-putter/contracts/dto';

export type DetailsErrors = Partial<Record<'name' | 'phone' | 'email', 'name' | 'phone' | 'email'>>;

/** Digits only: "081-234 5678" → "0812345678". */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** What a walk-in needs: a name and a phone number (8 to 10 digits); an e-mail only if given, and then valid. */
export const validateWalkIn = (details: WalkInCustomerDetailsDto): DetailsErrors => {
  const errors: DetailsErrors = {};
  if (!details.name.trim()) errors.name = 'name';
  const digits = phoneDigits(details.phone);
  if (digits.length < 8 || digits.length > 10) errors.phone = 'phone';
  const email = details.email?.trim() ?? '';
  if (email && !EMAIL_PATTERN.test(email)) errors.email = 'email';
  return errors;
};

/** The order call's body: trimmed, the phone as digits, no e-mail key when none was given. */
export const walkInBody = (details: WalkInCustomerDetailsDto): WalkInCustomerDetailsDto => {
  const email = details.email?.trim();
  return {
    name: details.name.trim(),
    phone: phoneDigits(details.phone),
    phoneCountryCode: details.phoneCountryCode,
    ...(email ? { email } : {}),
  };
};
