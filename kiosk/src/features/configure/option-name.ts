import type { TFunction } from 'i18next';

/** A catalog option's name in the kiosk's language; an option the kiosk has no translation for keeps the API's name. */
export const optionName = (t: TFunction, option: { id: string; name: string }): string =>
  t(`catalog.${option.id}`, { defaultValue: option.name });
