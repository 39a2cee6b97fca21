import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { type Role, roles } from '../account';
import {
  EMAIL_PATTERN,
  PASSWORD_COMPLEXITY,
  PASSWORD_MIN_LENGTH,
  validationMessages as m,
} from '../validation-messages';

export class LoginDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;

  @IsString({ message: m.passwordRequired })
  @MinLength(1, { message: m.passwordRequired })
  password!: string;
}

export class SignupDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;

  @IsString({ message: m.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: m.passwordTooShort })
  @Matches(PASSWORD_COMPLEXITY, { message: m.passwordComplexity })
  password!: string;
}

/** POST /api/admin/users: an admin opens an account for a colleague (staff) or another admin. */
export class CreateAccountDto extends SignupDto {
  @IsIn(roles, { message: 'Role must be customer, staff or admin' })
  role!: Role;
}

const staffRoles = ['staff', 'admin'] as const;

/** POST /api/admin/users/invitations: an admin invites a colleague by e-mail; the mailed link sets the password. */
export class InviteStaffDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;

  @IsIn(staffRoles, { message: 'Role must be staff or admin' })
  role!: (typeof staffRoles)[number];

  /** Greets the colleague in the mail; not stored. */
  @IsOptional()
  @IsString({ message: 'Name must be text' })
  @MaxLength(80, { message: 'Name can be at most 80 characters' })
  name?: string;

  /** The mail's language; the admin's browser language when absent. */
  @IsOptional()
  @IsIn(['en', 'th'], { message: 'Language must be en or th' })
  language?: 'en' | 'th';
}

/** PATCH /api/admin/users/{id}: an admin changes a staff account's role, or disables or enables it. */
export class UpdateAccountDto {
  @IsOptional()
  @IsIn(roles, { message: 'Role must be customer, staff or admin' })
  role?: Role;

  @IsOptional()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}

/**
 * POST /api/admin/customers/erase: staff erase a customer's personal data (PDPA) by e-mail. An order paid and not
 * yet delivered keeps it unless `force` is true (the workshop could no longer ship it).
 */
export class EraseCustomerDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;

  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}

/** DELETE /api/account: the shopper types the password again, so an unattended signed-in browser cannot erase it. */
export class DeleteAccountDto {
  @IsString({ message: m.passwordRequired })
  @MinLength(1, { message: m.passwordRequired })
  password!: string;

  /** Erase even while an order is paid and not delivered (its delivery address goes too); otherwise 409. */
  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}

/** POST /api/auth/password-reset: the address to mail a reset link to (the answer is the same either way). */
export class RequestPasswordResetDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;
}

const LINK_TOKEN_MESSAGE = 'The link is missing its token';

/** The random part of a mailed link: 43 base64url characters after the token's id (checked on the server). */
export class MailedTokenDto {
  @IsString({ message: LINK_TOKEN_MESSAGE })
  @MinLength(1, { message: LINK_TOKEN_MESSAGE })
  @MaxLength(200, { message: LINK_TOKEN_MESSAGE })
  token!: string;
}

/** POST /api/auth/password-reset/confirm: the link's token and the new password (the sign-up rules). */
export class ResetPasswordDto extends MailedTokenDto {
  @IsString({ message: m.passwordTooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: m.passwordTooShort })
  @Matches(PASSWORD_COMPLEXITY, { message: m.passwordComplexity })
  password!: string;
}

/** POST /api/auth/invitation/accept: the invitation's token and the colleague's password (the sign-up rules). */
export class AcceptInvitationDto extends ResetPasswordDto {}

/** POST /api/account/email: the new address, and the password again (an unattended browser cannot move the account). */
export class ChangeEmailDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;

  @IsString({ message: m.passwordRequired })
  @MinLength(1, { message: m.passwordRequired })
  password!: string;
}
