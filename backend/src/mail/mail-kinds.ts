/**
 * Every kind of mail the shop sends; each has a template in templates/index.ts (the registry's type makes a kind
 * without one a compile error). Helpers adding mails add their kind here and their template there.
 */
export const mailKinds = [
  // Staff's test mail from the admin API: proves the SMTP settings end to end.
  'mail-check',
] as const;

export type MailKind = (typeof mailKinds)[number];

export const mailLanguages = ['en', 'th'] as const;

export type MailLanguage = (typeof mailLanguages)[number];

/** Marketing kinds need consent and carry an unsubscribe link; every other kind is transactional. */
export const marketingKinds: ReadonlySet<MailKind> = new Set<MailKind>([]);
