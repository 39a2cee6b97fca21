import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TestBankQr, TestBankTransfer } from '@sound-putter/contracts';
import { TestBankInspectDto, TestBankPayDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { NotFound, ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { commandContextOf, Req } from '../../infrastructure/http/request-context';
import { PaymentGateway } from '../payment-gateway.port';
import { PaymentOutcomes } from '../payment-outcomes.port';
import { TestGateway } from '../test.gateway';
import { parsePromptPayPayload, promptPayTarget } from './promptpay-payload';
import { PromptPayPayments, type QrRow } from './promptpay.service';

/**
 * The local TEST bank: stands in for a customer's banking app when the test gateway is on (404 otherwise). It reads
 * a PromptPay QR's text and pays it (or declines), as a phone scanning the QR would; no money moves anywhere.
 */
@ApiTags('payments')
@Controller('payments/test-gateway/bank')
export class TestBankController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly outcomes: PaymentOutcomes,
    private readonly promptPay: PromptPayPayments,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @ApiContract({ body: 'TestBankQr', takesBody: true, errors: ['not_found'] })
  @Post('inspect')
  @HttpCode(200)
  @ApiOperation({ summary: 'TEST bank (test gateway only): what a PromptPay QR asks for and whether it can be paid' })
  async inspect(@Body() dto: TestBankInspectDto): Promise<TestBankQr> {
    const { qr, promptPayId } = await this.read(dto.payload);
    const paid = await this.paidOnce(qr);
    return {
      promptPayId,
      amountSatang: Number(qr.amount_satang),
      reference: qr.intent_id.slice('pi_'.length),
      status: paid ? 'paid' : this.promptPay.qrState(qr, this.clock.now()),
    };
  }

  @ApiContract({ body: 'TestBankTransfer', takesBody: true, errors: ['not_found'] })
  @Post('pay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'TEST bank (test gateway only): pays a PromptPay QR once per transfer id, or declines it; a late or second payment is refunded',
  })
  async pay(@Body() dto: TestBankPayDto, @Req() req: FastifyRequest): Promise<TestBankTransfer> {
    const { qr, gateway } = await this.read(dto.payload);
    const context = commandContextOf(req);
    if (dto.decline) {
      await this.outcomes.failed(qr.order_id, qr.intent_id, 'promptpay_declined', context).catch(() => undefined);
      return { transferId: dto.transferId, paymentId: null, outcome: 'declined', reason: null };
    }
    const transfer = await this.transfer(gateway, qr, dto.transferId);
    const payment = await gateway.retrieveIntent(transfer.paymentId);
    if (!payment) throw new NotFound('not_found', 'Unknown payment.');
    const arrival = await this.promptPay.arrived(qr, payment, transfer.at, context);
    return { transferId: dto.transferId, paymentId: payment.id, ...arrival };
  }

  /** The transfer's payment: the QR's own intent for its first payment, a payment of its own for any later one. */
  private async transfer(
    gateway: TestGateway,
    qr: QrRow,
    transferId: string,
  ): Promise<{ paymentId: string; at: Date }> {
    const pool = gateway.database;
    const replay = await pool.query<{ payment_id: string; created_at: Date }>(
      'SELECT payment_id, created_at FROM test_bank_transfers WHERE transfer_id = $1 AND qr_intent_id = $2',
      [transferId, qr.intent_id],
    );
    if (replay.rows[0]) return { paymentId: replay.rows[0].payment_id, at: replay.rows[0].created_at };
    const intent = await gateway.retrieveIntent(qr.intent_id);
    if (!intent) throw new NotFound('not_found', 'Unknown payment.');
    const paymentId = (await gateway.settle(intent.id, 'succeeded', null))
      ? intent.id
      : (await gateway.recordExtraPayment(intent, transferId)).id;
    const at = this.clock.now();
    const { rows } = await pool.query<{ payment_id: string; created_at: Date }>(
      `WITH ins AS (
         INSERT INTO test_bank_transfers (transfer_id, qr_intent_id, payment_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (transfer_id) DO NOTHING RETURNING payment_id, created_at)
       SELECT * FROM ins UNION ALL SELECT payment_id, created_at FROM test_bank_transfers WHERE transfer_id = $1`,
      [transferId, qr.intent_id, paymentId, at],
    );
    return { paymentId: rows[0].payment_id, at: rows[0].created_at };
  }

  private async paidOnce(qr: QrRow): Promise<boolean> {
    const { rowCount } = await (this.gateway as TestGateway).database.query(
      `SELECT 1 FROM promptpay_payments WHERE qr_intent_id = $1 AND outcome = 'paid'`,
      [qr.intent_id],
    );
    return (rowCount ?? 0) > 0;
  }

  private async read(payload: string): Promise<{ qr: QrRow; promptPayId: string; gateway: TestGateway }> {
    if (!(this.gateway instanceof TestGateway)) throw new NotFound('not_found', 'The test bank is not enabled.');
    const parsed = parsePromptPayPayload(payload);
    if (!parsed) throw new ValidationFailed({ payload: ['This is not a PromptPay QR (or its checksum is wrong)'] });
    const qr = parsed.reference ? await this.promptPay.qrOf(`pi_${parsed.reference}`) : null;
    // The test bank knows only this shop's QRs: another payee or an unknown reference is not found.
    if (!qr || parsed.target !== promptPayTarget(this.config.PROMPTPAY_ID).value)
      throw new NotFound('not_found', 'The test bank does not know this QR.');
    if (parsed.amountSatang !== Number(qr.amount_satang))
      throw new ValidationFailed({ payload: ["The QR's amount is not the order's"] });
    return { qr, promptPayId: parsed.target, gateway: this.gateway };
  }
}
