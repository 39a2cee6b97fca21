import { Body, Controller, Delete, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ErasureResult } from '@sound-putter/contracts';
import { EraseCustomerDto } from '@sound-putter/contracts/dto';
import type { FastifyReply } from 'fastify';
import { clearSessionCookie, CurrentUser, Roles, SignedIn } from '../../identity';
import { AppConfig } from '../../infrastructure/config/app-config';
import type { RequestUser } from '../../infrastructure/http/request-context';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { CustomerErasure } from './customer-erasure.service';

/** PDPA erasure: staff on a customer's request, or the signed-in shopper themself. */
@ApiTags('erasure')
@Controller()
export class CustomerErasureController {
  constructor(
    private readonly erasure: CustomerErasure,
    private readonly config: AppConfig,
  ) {}

  @ApiContract({ body: 'ErasureResult', takesBody: true, errors: ['unauthenticated', 'forbidden', 'staff_account'] })
  @Post('admin/customers/erase')
  @HttpCode(200)
  @Roles('staff', 'admin')
  @ApiOperation({
    summary:
      "Staff: erase a customer's personal data by e-mail (their key is deleted, so name, e-mail, phone and addresses " +
      'read "erased" in every order, replay and rebuild); the orders themselves stay. Staff accounts answer 409.',
  })
  eraseCustomer(@Body() dto: EraseCustomerDto): Promise<ErasureResult> {
    return this.erasure.eraseByEmail(dto.email);
  }

  @ApiContract({ body: 'ErasureResult', errors: ['unauthenticated', 'staff_account'] })
  @Delete('account')
  @SignedIn()
  @ApiOperation({
    summary:
      "Delete my account: the signed-in shopper's account, sessions, saved details and the personal data of their " +
      'orders are erased, and the session cookie is cleared. Staff and admin accounts answer 409.',
  })
  async deleteAccount(
    @CurrentUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ErasureResult> {
    const result = await this.erasure.eraseAccount(user);
    clearSessionCookie(reply, this.config.isProduction);
    return result;
  }
}
