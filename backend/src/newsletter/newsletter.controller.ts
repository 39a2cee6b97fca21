import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LINK_TOKEN_PATTERN, type LinkMailed, type NewsletterStatus } from '@sound-putter/contracts';
import { LinkTokenDto, MailLinkRequestDto } from '@sound-putter/contracts/dto';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { ApiContract } from '../infrastructure/http/api-contract';
import { byAddress, RateLimit } from '../infrastructure/rate-limit/rate-limit.guard';
import { NewsletterSubscriptions } from './newsletter-subscriptions';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  @ApiContract({ body: 'LinkMailed', takesBody: true, errors: ['too_many_requests'] })
  @Post('subscriptions')
  @HttpCode(200)
  @RateLimit({ rule: 'newsletterAddress', key: byAddress })
  @ApiOperation({
    summary:
      'Asks for the newsletter: mails a confirmation link (double opt-in); nothing is sent until it is opened. The ' +
      'same answer whether or not the address is subscribed already',
  })
  async subscribe(@Body() dto: MailLinkRequestDto): Promise<LinkMailed> {
    await this.subscriptions.subscribe(dto.email, dto.language ?? 'en');
    return { mailed: true };
  }

  @ApiContract({
    body: 'NewsletterStatus',
    takesBody: true,
    errors: ['newsletter_link_invalid', 'newsletter_link_expired'],
  })
  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Opens the confirmation link: records consent (time, privacy policy version) and mails a welcome with an ' +
      'unsubscribe link; a repeat answers the same',
  })
  confirm(@Body() dto: LinkTokenDto): Promise<NewsletterStatus> {
    return this.subscriptions.confirm(dto.token);
  }

  @ApiContract({ body: 'NewsletterStatus', takesBody: true, errors: ['newsletter_link_invalid'] })
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: "A newsletter mail's unsubscribe link, opened on the shop's page; a repeat answers the same",
  })
  unsubscribe(@Body() dto: LinkTokenDto): Promise<NewsletterStatus> {
    return this.subscriptions.unsubscribe(dto.token);
  }

  @ApiContract({ body: 'NewsletterStatus', sessionExempt: true, errors: ['newsletter_link_invalid'] })
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true, description: "The mail's unsubscribe token" })
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({
    required: false,
    description: 'What RFC 8058 has mail clients post; not read',
    schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
  })
  @ApiOperation({
    summary:
      "RFC 8058 one-click unsubscribe: the mail's List-Unsubscribe URL, posted by the mail client without a " +
      'session (its body, List-Unsubscribe=One-Click, form-encoded or multipart, is not read)',
  })
  oneClick(@Query('token') token?: string): Promise<NewsletterStatus> {
    if (typeof token !== 'string' || !LINK_TOKEN_PATTERN.test(token)) throw new DomainError('newsletter_link_invalid');
    return this.subscriptions.unsubscribe(token);
  }
}
