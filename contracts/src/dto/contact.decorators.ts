import { IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN, validationMessages as m } from '../validation-messages';
import { NotBlank, Trimmed } from './text.decorators';

/** Several property decorators as one, applied in the order TypeScript applies them written one above another. */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };

/** Text a person must give: trimmed, refused with `message` when missing or blank to a reader, at most `maxLength`. */
export const RequiredText = (message: string, maxLength: number): PropertyDecorator =>
  stacked(Trimmed(), IsString({ message }), NotBlank({ message }), MaxLength(maxLength));

// The contact fields the web checkout and the kiosk's walk-in form share: one rule and one message for both.
export const PersonName = (): PropertyDecorator => RequiredText(m.nameRequired, 120);
export const PhoneNumber = (): PropertyDecorator => RequiredText(m.phoneRequired, 30);
export const PhoneCountryCode = (): PropertyDecorator => RequiredText(m.phoneCountryCodeRequired, 8);

/** An e-mail address: trimmed, the shop's pattern, at most 254 characters (the longest an address can be). */
export const EmailAddress = (): PropertyDecorator =>
  stacked(Trimmed(), IsString({ message: m.email }), Matches(EMAIL_PATTERN, { message: m.email }), MaxLength(254));
