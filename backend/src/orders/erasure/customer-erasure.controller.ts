import { Body, Controller, Delete, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ErasureResult } from '@sound-putter/contracts';
import { DeleteAccountDto, EraseCustomerDto } from '@sound-putter/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BrowserSessions,
  clearSessionCookie,
  CurrentUser,
  PasswordConfirmation,
  Roles,
  SignedIn,
} from '../../identity';
import { AppConfig } from '../../infrastructure/config/app-config';
import { Req, type RequestUser } from '../../infrastructure/http/request-context';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { CustomerErasure } from './customer-erasure.service';

/** PDPA erasure: staff on a customer's request, or the signed-in shopper themself. */
@ApiTags('erasure')
@Controller()
export class CustomerErasureController {
  constructor(
    private readonly erasure: CustomerErasure,
    private readonly passwords: PasswordConfirmation,
    private readonly browsers: BrowserSessions,
    private readonly config: AppConfig,
  ) {}

  @ApiContract({
    body: 'ErasureResult',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'staff_account', 'orders_in_progress'],
  })
  @Post('admin/customers/erase')
  @HttpCode(200)
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      "Staff: erase a customer's personal data by e-mail (their key is deleted, so name, e-mail, phone and addresses " +
      'read "erased" in every order, replay and rebuild); the orders themselves stay. Staff accounts answer 409, and ' +
      'so does a customer with an order paid and not yet delivered (orders_in_progress, details.orderIds) unless ' +
      'the body says force: true.',
  })
  eraseCustomer(@Body() dto: EraseCustomerDto): Promise<ErasureResult> {
    return this.erasure.eraseByEmail(dto.email, dto.force === true);
  }

  @ApiContract({
    body: 'ErasureResult',
    takesBody: true,
    errors: ['unauthenticated', 'invalid_credentials', 'staff_account', 'orders_in_progress'],
  })
  @Delete('account')
  @SignedIn()
  @ApiOperation({
    summary:
      "Delete my account, after the password again ({password}): the signed-in shopper's account, sessions, saved " +
      'details and the personal data of the orders placed signed in to it are erased, the browser session id ends ' +
      'and the session cookie is cleared. A wrong password answers 401; staff and admin accounts answer 409, and so ' +
      'does an account with an order paid and not yet delivered (orders_in_progress, details.orderIds) unless the ' +
      'body says force: true.',
  })
  async deleteAccount(
    @Body() dto: DeleteAccountDto,
    @CurrentUser() user: RequestUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ErasureResult> {
    await this.passwords.confirm(user, dto.password, req);
    const result = await this.erasure.eraseAccount(user, dto.force === true);
    if (req.sessionId) await this.browsers.end(req.sessionId);
    clearSessionCookie(reply, this.config.isProduction);
    return result;
  }
}
