import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { type MeResponse, roles, type UserView } from '@sound-putter/contracts';
import { LoginDto, SignupDto } from '@sound-putter/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../infrastructure/config/app-config';
import { Req } from '../infrastructure/http/request-context';
import { authOnly } from './auth-throttling';
import { AuthService, userViewOf } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const userViewSchema = {
  type: 'object',
  required: ['id', 'email', 'role'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', format: 'email' },
    role: { type: 'string', enum: [...roles] },
  },
};
const meResponseSchema = {
  type: 'object',
  required: ['user'],
  properties: { user: { ...userViewSchema, nullable: true } },
};

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @UseGuards(ThrottlerGuard)
  @SkipThrottle(authOnly)
  @ApiOperation({ summary: 'Create a customer account and sign in; the browser cart moves into the account' })
  async signup(
    @Body() dto: SignupDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const { user, token } = await this.auth.signup(dto.email, dto.password, req);
    setSessionCookie(reply, token, this.config.isProduction, this.config.SESSION_TTL_SECONDS);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @SkipThrottle(authOnly)
  @ApiOperation({ summary: 'Sign in with a new session cookie; the browser cart moves into the account' })
  async login(
    @Body() dto: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserView> {
    const { user, token } = await this.auth.login(dto.email, dto.password, req);
    setSessionCookie(reply, token, this.config.isProduction, this.config.SESSION_TTL_SECONDS);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session server-side; the old cookie stops working' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    await this.auth.logout(req);
    clearSessionCookie(reply, this.config.isProduction);
    return { ok: true };
  }

  /** Signed out is an ordinary state, so it is not an error: browsers would log a 401 on every page. */
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user as {user}; {"user": null} (200) when signed out' })
  @ApiOkResponse({ schema: meResponseSchema })
  me(@Req() req: FastifyRequest): MeResponse {
    return { user: req.user ? userViewOf(req.user) : null };
  }
}
