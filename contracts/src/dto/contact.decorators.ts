import { Expose, plainToInstance, Transform, Type } from 'class-transformer';
import { IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { EMAIL_PATTERN, validationMessages as m } from '../validation-messages';
import { NotBlank, TextAtMost, Trimmed } from './text.decorators';

/** Several property decorators as one, applied in the order TypeScript applies them written one above another. */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };

/** Text a person must give: trimmed, refused with `message` when missing or blank to a reader, at most `maxLength`. */
export const RequiredText = (message: string, maxLength: number): PropertyDecorator =>
  stacked(Trimmed(), IsString({ message }), NotBlank({ message }), TextAtMost(maxLength));

// The contact fields the web checkout and the kiosk's walk-in form share: one rule and one message for both.
export const PersonName = (): PropertyDecorator => RequiredText(m.nameRequired, 120);
export const PhoneNumber = (): PropertyDecorator => RequiredText(m.phoneRequired, 30);
export const PhoneCountryCode = (): PropertyDecorator => RequiredText(m.phoneCountryCodeRequired, 8);

/** An e-mail address: trimmed, the shop's pattern, at most 254 characters (the longest an address can be). */
export const EmailAddress = (): PropertyDecorator =>
  stacked(Trimmed(), IsString({ message: m.email }), Matches(EMAIL_PATTERN, { message: m.email }), TextAtMost(254));

/**
 * A nested object the body must carry: class-validator's ValidateNested alone lets a missing one through. Missing or
 * null, it is validated as an empty one, so each of its fields answers its own message.
 */
export const RequiredNested = (type: new () => object): PropertyDecorator =>
  stacked(
    // Exposed, so class-transformer visits the property even when the body lacks it.
    Expose(),
    Type(() => type),
    Transform(({ value }: { value: unknown }) => value ?? plainToInstance(type, {})),
    ValidateNested(),
  );

/**
 * A list of nested objects, each validated as `type`. The document's schema names `type` for the items: the property's
 * reflected type is only `Array`.
 */
export const NestedList = (type: new () => object): PropertyDecorator =>
  stacked(
    ValidateNested({ each: true }),
    Type(() => type),
    (target, key) =>
      JSONSchema((schema, { refPointerPrefix }) => ({ ...schema, items: { $ref: `${refPointerPrefix}${type.name}` } }))(
        target,
        String(key),
      ),
  );
