import { IsIn, IsString, Matches } from 'class-validator';
import { EMAIL_PATTERN, validationMessages as m } from '../validation-messages';

/** POST /api/admin/mail/check: staff send a test mail to see the SMTP settings work end to end. */
export class MailCheckDto {
  @IsString({ message: m.email })
  @Matches(EMAIL_PATTERN, { message: m.email })
  to!: string;

  @IsIn(['en', 'th'], { message: 'language must be en or th' })
  language!: 'en' | 'th';
}
