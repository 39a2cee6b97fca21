import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { LINK_TOKEN_PATTERN, type MailLanguage, mailLanguages } from '../mail-links';
import { EmailAddress } from './contact.decorators';

const LINK_MESSAGE = 'This link is not valid. Ask for a new one.';

/** POST /api/orders/lookup and POST /api/newsletter/subscriptions: where to mail the link, in which language. */
export class MailLinkRequestDto {
  @EmailAddress()
  email!: string;

  /** The language of the mail (default English). */
  @IsOptional()
  @IsIn(mailLanguages, { message: 'Language must be en or th' })
  language?: MailLanguage;
}

/** POST /api/orders/lookup/open, /api/newsletter/confirm, /api/newsletter/unsubscribe: the token from the link. */
export class LinkTokenDto {
  @IsString({ message: LINK_MESSAGE })
  @Matches(LINK_TOKEN_PATTERN, { message: LINK_MESSAGE })
  token!: string;
}
