/** A catalog option's name in the kiosk's language; an option the kiosk has no translation for keeps the API's name. */
export const optionName = (
  catalog: Readonly<Partial<Record<string, string>>>,
  option: { id: string; name: string },
): string => catalog[option.id] ?? option.name;
