import type { Static } from '@sinclair/typebox';
import type { LinkMailedSchema, NewsletterStatusSchema, OrderLookupOpenedSchema } from './schemas/mail-links.schema';

/** The same answer to every address asking for a link (no account, order or subscription enumeration). */
export type LinkMailed = Static<typeof LinkMailedSchema>;

/** A lookup link opened in this browser: the address and until when its orders show here. */
export type OrderLookupOpened = Static<typeof OrderLookupOpenedSchema>;

export type NewsletterStatus = Static<typeof NewsletterStatusSchema>;

/** A mailed link's token: 32 random bytes in base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The languages mails are written in. */
export const mailLanguages = ['en', 'th'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/**
 * The version of the privacy policy a newsletter consent is given under (recorded with each consent). Raise it
 * when the policy's text about marketing mail changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';
