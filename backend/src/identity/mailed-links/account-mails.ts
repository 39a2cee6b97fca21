import type { AccountMail } from './account-mail-outbox.port';

type Language = AccountMail['language'];

/** The mails identity sends, each keyed once per link or per event so a retried request never mails twice. */
export const accountMails = {
  verifyEmail: (userId: string, to: string, language: Language, link: { id: string; token: string }): AccountMail => ({
    key: `account:${userId}:verify:${link.id}`,
    kind: 'account-verify-email',
    to,
    language,
    data: { token: link.token },
    userId,
  }),
  /** To the owner of an address someone signed up with again: nothing is created, nobody is told it exists. */
  signUpWithExistingAddress: (userId: string, to: string, language: Language, attemptId: string): AccountMail => ({
    key: `account:${userId}:signup-again:${attemptId}`,
    kind: 'account-signup-existing',
    to,
    language,
    data: {},
    userId,
  }),
  passwordReset: (
    userId: string,
    to: string,
    language: Language,
    link: { id: string; token: string },
  ): AccountMail => ({
    key: `account:${userId}:reset:${link.id}`,
    kind: 'account-password-reset',
    to,
    language,
    data: { token: link.token },
    userId,
  }),
  confirmNewEmail: (
    userId: string,
    to: string,
    language: Language,
    link: { id: string; token: string },
  ): AccountMail => ({
    key: `account:${userId}:change-email:${link.id}`,
    kind: 'account-confirm-new-email',
    to,
    language,
    data: { token: link.token, newEmail: to },
    userId,
  }),
  /** To the address the account left, once the new one is confirmed. */
  emailChanged: (userId: string, to: string, language: Language, linkId: string, newEmail: string): AccountMail => ({
    key: `account:${userId}:email-changed:${linkId}`,
    kind: 'account-email-changed',
    to,
    language,
    data: { newEmail },
    userId,
  }),
  /** An admin's invitation to a colleague: the link that sets the password of the waiting staff account. */
  staffInvitation: (
    userId: string,
    to: string,
    language: Language,
    link: { id: string; token: string },
    invitation: { role: 'staff' | 'admin'; name?: string },
  ): AccountMail => ({
    key: `account:${userId}:invitation:${link.id}`,
    kind: 'staff-invitation',
    to,
    language,
    data: { token: link.token, role: invitation.role, ...(invitation.name ? { name: invitation.name } : {}) },
    userId,
  }),
};
