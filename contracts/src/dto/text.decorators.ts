import { Transform } from 'class-transformer';
import { buildMessage, maxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { graphemeLength, isBlankText, trimText } from '../text-rules';

/** Trims spaces and invisible characters from both ends before validation; other types pass on to be refused. */
export const Trimmed = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? trimText(value) : value));

/** Refuses text that is blank to a reader: empty, or only spaces and invisible characters. */
export const NotBlank = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'notBlank', validator: { validate: (value: unknown) => typeof value === 'string' && !isBlankText(value) } },
    options,
  );

/** At most `max` characters; a value that is not text is left to the field's own rule, so it gets only that message. */
export const TextAtMost = (max: number): PropertyDecorator =>
  ValidateBy({
    name: 'maxLength',
    constraints: [max],
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || maxLength(value, max),
      defaultMessage: buildMessage(
        (each) => `${each}$property must be shorter than or equal to $constraint1 characters`,
      ),
    },
  });

/**
 * At most `max` characters as a person counts them (grapheme clusters: an emoji or a Thai vowel mark counts once), the
 * way the form's counter counts them.
 */
export const GraphemesAtMost = (max: number, message: string): PropertyDecorator =>
  ValidateBy(
    {
      name: 'graphemesAtMost',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || graphemeLength(value) <= max },
    },
    { message },
  );
