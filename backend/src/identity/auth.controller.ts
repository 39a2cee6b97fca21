import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type MailRequestAccepted, type MeResponse, type UserView } from '@sound-putter/contracts';
import { LoginDto, SignupDto } from '@sound-putter/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../infrastructure/config/app-config';
import { Req } from '../infrastructure/http/request-context';
import { byAddress, RateLimit } from '../infrastructure/rate-limit/rate-limit.guard';
import { AuthService, userViewOf } from './auth.service';
import { emailKey } from './email-key';
import { LoginThrottle } from './login-throttle';
import { mailLanguageOf } from './mailed-links/mail-language';
import { SignUp } from './mailed-links/sign-up.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { ApiContract } from '../infrastructure/http/api-contract';
import { sessionIdOf } from './sessions.repository';
import { tooManyAttemptsResponse } from './too-many-attempts';
import { deviceTokenOf, setDeviceCookie, TrustedDevicesRepository } from './trusted-devices.repository';

/** Sign-ups count per e-mail in the body (by its key), or per address when there is none. */
const bySignUpEmail = (req: FastifyRequest): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? `email:${emailKey(email)}` : `ip:${req.ip}`;
};

const tooManyAttempts = tooManyAttemptsResponse(
  'Too many attempts: per client address (AUTH_IP_LIMIT), per address and e-mail (AUTH_PAIR_LIMIT), or per e-mail ' +
    'from browsers that have not signed in to that account before (AUTH_EMAIL_LIMIT). Retry-After gives the seconds.',
);

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
    private readonly throttle: LoginThrottle,
    private readonly devices: TrustedDevicesRepository,
    private readonly signUps: SignUp,
  ) {}

  /** Marks this browser as one the account signs in from (sp_device), exempting it from the per-e-mail limit. */
  private async trustDevice(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const ttl = this.config.AUTH_DEVICE_TRUST_SECONDS;
    const token = await this.devices.trust(deviceTokenOf(req), userId, ttl);
    setDeviceCookie(reply, token, this.config.isProduction, ttl);
  }

  @ApiContract({ status: 202, body: 'MailRequestAccepted', takesBody: true })
  @Post('signup')
  @HttpCode(202)
  @RateLimit({ rule: 'signUpAddress', key: byAddress }, { rule: 'signUpEmail', key: bySignUpEmail })
  @ApiOperation({
    summary: 'Create a customer account and mail it a verification link (valid 24 h); it does not sign in',
    description:
      'The same answer, after the same work, when the address already has an account: its owner is mailed a ' +
      'notice instead and nothing is created, so the answer tells nobody which addresses have accounts. The new ' +
      'account may sign in and shop at once; its anonymous orders become its own once the link is followed.',
  })
  @ApiTooManyRequestsResponse(tooManyAttempts)
  async signup(@Body() dto: SignupDto, @Req() req: FastifyRequest): Promise<MailRequestAccepted> {
    await this.signUps.signUp(dto.email, dto.password, mailLanguageOf(req));
    return { accepted: true };
  }

  @ApiContract({ body: 'UserView', takesBody: true, errors: ['invalid_credentials'] })
  @Post('login')
  @HttpCode(200)
  // Per address here; per e-mail and per (address, e-mail) in `LoginThrottle`, once the body is valid.
  @RateLimit({ rule: 'signInAddress', key: byAddress })
  @ApiOperation({
    summary: 'Sign in with a new session cookie; the browser cart moves into the account',
    description:
      'Sets sp_device (httpOnly, path /api/auth): a browser that has signed in to an account before is exempt from ' +
      "that account's per-e-mail limit, so guessing from many addresses cannot lock the owner out.",
  })
  @ApiTooManyRequestsResponse(tooManyAttempts)
  async login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const deviceToken = deviceTokenOf(req);
    const trusted =
      deviceToken !== undefined &&
      (await this.devices.isTrusted(deviceToken, dto.email, this.config.AUTH_DEVICE_TRUST_SECONDS));
    const attempt = await this.throttle.admit(req.ip, dto.email, trusted ? sessionIdOf(deviceToken) : undefined);
    const { user, token } = await this.auth.login(dto.email, dto.password, req);
    await this.throttle.succeeded(attempt);
    setSessionCookie(reply, token, this.config.isProduction, this.config.SESSION_TTL_SECONDS);
    await this.trustDevice(req, reply, user.id);
    return user;
  }

  @ApiContract({ body: 'LoggedOut' })
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session server-side; the old cookie stops working' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    await this.auth.logout(req);
    clearSessionCookie(reply, this.config.isProduction);
    return { ok: true };
  }

  /** Signed out is an ordinary state, so it is not an error: browsers would log a 401 on every page. */
  @ApiContract({ body: 'MeResponse' })
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user as {user}; {"user": null} (200) when signed out' })
  me(@Req() req: FastifyRequest): MeResponse {
    return { user: req.user ? userViewOf(req.user) : null };
  }
}
