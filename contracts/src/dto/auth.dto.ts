import { IsBoolean, IsIn, IsOptional, IsString, Matches, MinLength } from 'class-validator';
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
