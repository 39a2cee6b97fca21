import { Module } from '@nestjs/common';
import { AppConfig } from '../infrastructure/config/app-config';
import { AccountsAdminController } from './accounts-admin.controller';
import { AdminBootstrap } from './admin-bootstrap';
import { AuthController } from './auth.controller';
import { RolesGuard, SignedInGuard } from './auth.guards';
import { AuthService } from './auth.service';
import { AuthSessionHook } from './auth-session.hook';
import { BrowserSessionHook } from './browser-session.hook';
import { BrowserSessions } from './browser-sessions';
import { EmailKeyBackfill } from './email-key-backfill';
import { KioskDeviceController } from './kiosk-device.controller';
import { LoginThrottle } from './login-throttle';
import { AccountTokens } from './mailed-links/account-tokens.repository';
import { EmailChange } from './mailed-links/email-change.service';
import { MailedLinksController } from './mailed-links/mailed-links.controller';
import { PasswordReset } from './mailed-links/password-reset.service';
import { StaffInvitations } from './mailed-links/staff-invitations.service';
import { SignUp } from './mailed-links/sign-up.service';
import { VerifiedAddresses } from './mailed-links/verified-addresses';
import { PasswordConfirmation } from './password-confirmation';
import { PasswordHasher } from './password-hasher';
import { SessionRevocations } from './session-revocations';
import { SessionsRepository } from './sessions.repository';
import { TrustedDevicesRepository } from './trusted-devices.repository';
import { UsersRepository } from './users.repository';

/** Accounts, sessions and roles. Other contexts use the guards in auth.guards.ts and `req.user`. */
@Module({
  controllers: [AuthController, AccountsAdminController, KioskDeviceController, MailedLinksController],
  providers: [
    {
      provide: PasswordHasher,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new PasswordHasher({
          concurrency: config.PASSWORD_HASH_CONCURRENCY,
          queueLimit: config.PASSWORD_HASH_QUEUE_LIMIT,
        }),
    },
    UsersRepository,
    SessionRevocations,
    SessionsRepository,
    AuthSessionHook,
    BrowserSessions,
    BrowserSessionHook,
    AuthService,
    LoginThrottle,
    PasswordConfirmation,
    TrustedDevicesRepository,
    EmailKeyBackfill,
    AdminBootstrap,
    AccountTokens,
    VerifiedAddresses,
    SignUp,
    PasswordReset,
    StaffInvitations,
    EmailChange,
    SignedInGuard,
    RolesGuard,
  ],
  exports: [
    UsersRepository,
    VerifiedAddresses,
    SessionsRepository,
    BrowserSessions,
    PasswordConfirmation,
    SessionRevocations,
    PasswordHasher,
    SignedInGuard,
    RolesGuard,
  ],
})
export class IdentityModule {}
