import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { LinkRedeemed, MailRequestAccepted } from '@sound-putter/contracts';
import {
  AcceptInvitationDto,
  ChangeEmailDto,
  MailedTokenDto,
  RequestPasswordResetDto,
  ResetPasswordDto,
} from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { Req, type RequestUser } from '../../infrastructure/http/request-context';
import { byAddress, RateLimit } from '../../infrastructure/rate-limit/rate-limit.guard';
import { CurrentUser, SignedIn } from '../auth.guards';
import { emailKey } from '../email-key';
import { PasswordConfirmation } from '../password-confirmation';
import { tooManyAttemptsResponse } from '../too-many-attempts';
import { EmailChange } from './email-change.service';
import { mailLanguageOf } from './mail-language';
import { PasswordReset } from './password-reset.service';
import { SignUp } from './sign-up.service';
import { StaffInvitations } from './staff-invitations.service';

const accepted: MailRequestAccepted = { accepted: true };
const linkErrors = ['token_invalid', 'token_used', 'token_expired'] as const;

const tooMany = tooManyAttemptsResponse(
  'Too many requests from this client address (or, for reset links, for this e-mail). See Retry-After.',
);

/** Reset requests count per e-mail key as well, or per address when the body has none. */
const byResetEmail = (req: FastifyRequest): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? `email:${emailKey(email)}` : `ip:${req.ip}`;
};

/** The links identity mails (verify, reset, change address) and the requests that send them. */
@ApiTags('auth')
@Controller()
export class MailedLinksController {
  constructor(
    private readonly signUp: SignUp,
    private readonly reset: PasswordReset,
    private readonly change: EmailChange,
    private readonly passwords: PasswordConfirmation,
    private readonly invitations: StaffInvitations,
  ) {}

  @ApiContract({ body: 'LinkRedeemed', takesBody: true, errors: [...linkErrors] })
  @Post('auth/verify-email')
  @HttpCode(200)
  @RateLimit({ rule: 'mailedLinkAddress', key: byAddress })
  @ApiOperation({
    summary: "Redeem the sign-up mail's link: the account holds its address",
    description:
      "Single-use, valid 24 h. Orders placed without signing in with this address become the account's (My Orders). " +
      'Used: 410 token_used; expired: 410 token_expired; unknown, altered or for another purpose: 400 token_invalid.',
  })
  @ApiTooManyRequestsResponse(tooMany)
  verifyEmail(@Body() dto: MailedTokenDto): Promise<LinkRedeemed> {
    return this.signUp.verify(dto.token);
  }

  @ApiContract({ status: 202, body: 'MailRequestAccepted', takesBody: true })
  @Post('auth/password-reset')
  @HttpCode(202)
  @RateLimit({ rule: 'passwordResetAddress', key: byAddress }, { rule: 'passwordResetEmail', key: byResetEmail })
  @ApiOperation({
    summary: 'Mail a password-reset link (valid 1 h) to the address, if it has an account',
    description: 'The same answer whether or not the address has an account.',
  })
  @ApiTooManyRequestsResponse(tooMany)
  async requestReset(@Body() dto: RequestPasswordResetDto, @Req() req: FastifyRequest): Promise<MailRequestAccepted> {
    await this.reset.request(dto.email, mailLanguageOf(req));
    return accepted;
  }

  @ApiContract({ body: 'LinkRedeemed', takesBody: true, errors: [...linkErrors] })
  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  @RateLimit({ rule: 'mailedLinkAddress', key: byAddress })
  @ApiOperation({
    summary: "Set a new password with the reset mail's link; every session of the account ends",
    description:
      'Every sign-in session and every browser session id the account signed in with stop working at once. ' +
      'The new password follows the sign-up rules (422 validation_failed).',
  })
  @ApiTooManyRequestsResponse(tooMany)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<LinkRedeemed> {
    return this.reset.reset(dto.token, dto.password);
  }

  @ApiContract({
    status: 202,
    body: 'MailRequestAccepted',
    takesBody: true,
    errors: ['unauthenticated', 'invalid_credentials'],
  })
  @Post('account/email')
  @HttpCode(202)
  @SignedIn()
  @RateLimit({ rule: 'mailedLinkAddress', key: byAddress })
  @ApiOperation({
    summary: 'Ask to move the account to another address: a confirmation link goes there',
    description:
      'Asks for the password again. The same answer when the new address already has an account (it gets no mail).',
  })
  @ApiTooManyRequestsResponse(tooMany)
  async requestEmailChange(
    @Body() dto: ChangeEmailDto,
    @CurrentUser() user: RequestUser,
    @Req() req: FastifyRequest,
  ): Promise<MailRequestAccepted> {
    await this.passwords.confirm(user, dto.password, req);
    await this.change.request(user, dto.email, mailLanguageOf(req));
    return accepted;
  }

  @ApiContract({ body: 'LinkRedeemed', takesBody: true, errors: [...linkErrors, 'email_taken'] })
  @Post('auth/email-change/confirm')
  @HttpCode(200)
  @RateLimit({ rule: 'mailedLinkAddress', key: byAddress })
  @ApiOperation({
    summary: "Redeem the new address's confirmation link: the account moves there and the old address is told",
    description: 'email_taken (409) when another account took the address since the link was sent.',
  })
  @ApiTooManyRequestsResponse(tooMany)
  confirmEmailChange(@Body() dto: MailedTokenDto, @Req() req: FastifyRequest): Promise<LinkRedeemed> {
    return this.change.confirm(dto.token, mailLanguageOf(req));
  }

  @ApiContract({ body: 'LinkRedeemed', takesBody: true, errors: [...linkErrors] })
  @Post('auth/invitation/accept')
  @HttpCode(200)
  @RateLimit({ rule: 'mailedLinkAddress', key: byAddress })
  @ApiOperation({
    summary: "Accept an admin's invitation: the invited colleague chooses a password, then signs in as staff",
    description:
      'Single-use, valid 72 h; an admin sending the invitation again, withdrawing it or disabling the account ends ' +
      'the link. The password follows the sign-up rules (422 validation_failed). Used: 410 token_used; expired or ' +
      'ended: 410 token_expired; unknown, altered, withdrawn or for another purpose: 400 token_invalid.',
  })
  @ApiTooManyRequestsResponse(tooMany)
  acceptInvitation(@Body() dto: AcceptInvitationDto): Promise<LinkRedeemed> {
    return this.invitations.accept(dto.token, dto.password);
  }
}
