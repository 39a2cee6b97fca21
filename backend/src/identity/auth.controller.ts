import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { UserView } from '@sound-putter/contracts';
import { LoginDto, SignupDto } from '@sound-putter/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../infrastructure/config/app-config';
import { Req, type RequestUser } from '../infrastructure/http/request-context';
import { AuthService, userViewOf } from './auth.service';
import { CurrentUser, SignedIn } from './auth.guards';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @UseGuards(ThrottlerGuard)
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

  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user; 401 when signed out' })
  me(@CurrentUser() user: RequestUser): UserView {
    return userViewOf(user);
  }
}
