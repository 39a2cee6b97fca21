import type { MailLanguage } from '@sound-putter/contracts';

/** The language of the mails this browser asks for: Thai when the browser prefers Thai, otherwise English. */
export const mailLanguage = (
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): MailLanguage => (languages.some((l) => l.toLowerCase().startsWith('th')) ? 'th' : 'en');
