import { Body, Controller, Delete, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PromptPayQr, PromptPayWithdrawn } from '@sound-putter/contracts';
import { OpenPromptPayDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { Req } from '../../infrastructure/http/request-context';
import { PromptPayPayments } from './promptpay.service';

const payerOf = (req: FastifyRequest) => ({ sessionId: req.sessionId, userId: req.user?.id ?? null });

@ApiTags('payments')
@Controller('payments/promptpay')
export class PromptPayController {
  constructor(private readonly promptPay: PromptPayPayments) {}

  @ApiContract({ body: 'PromptPayQr', takesBody: true, errors: ['order_not_found', 'already_paid', 'conflict'] })
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A PromptPay QR for the order's total (its owner only): the live one, or a new one when it expired or the total changed",
  })
  open(@Body() dto: OpenPromptPayDto, @Req() req: FastifyRequest): Promise<PromptPayQr> {
    return this.promptPay.open(dto.orderId, payerOf(req));
  }

  @ApiContract({ body: 'PromptPayWithdrawn', errors: ['order_not_found'] })
  @Delete(':orderId')
  @ApiOperation({
    summary: "Withdraws the order's unpaid PromptPay QRs (the kiosk's idle reset); later payments are refunded",
  })
  async withdraw(
    @Param('orderId', new ParseUUIDPipe()) orderId: string,
    @Req() req: FastifyRequest,
  ): Promise<PromptPayWithdrawn> {
    return { withdrawn: await this.promptPay.withdraw(orderId, payerOf(req)) };
  }
}
