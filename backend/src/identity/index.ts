/** The identity context's public entry: other contexts and the composition root import only this file. */
export { CurrentUser, Roles, SignedIn } from './auth.guards';
export { BROWSER_COOKIE, BrowserSessions, browserTokenOf } from './browser-sessions';
export { isCommonPassword } from './common-passwords';
export { ExpiredAccountTokens, ExpiredSessions } from './expired-account-rows';
export { IdentityModule } from './identity.module';
export { type AccountMail, AccountMailOutbox } from './mailed-links/account-mail-outbox.port';
export { type AddressProvenListener, VerifiedAddresses } from './mailed-links/verified-addresses';
export { PasswordConfirmation } from './password-confirmation';
export { PasswordHasher } from './password-hasher';
export { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
export { SessionRevocations } from './session-revocations';
export { SessionsRepository, sessionIdOf } from './sessions.repository';
export { UsersRepository } from './users.repository';
export { emailKey } from './email-key';
