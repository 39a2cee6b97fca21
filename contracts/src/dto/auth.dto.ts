import { IsIn, IsString, Matches, MinLength } from 'class-validator';
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

/** POST /api/admin/customers/erase: staff erase a customer's personal data (PDPA) by e-mail. */
export class EraseCustomerDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  email!: string;
}
