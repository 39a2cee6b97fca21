import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import {
  type AnyOrderView,
  RECEIPT_LINK_TTL_HOURS,
  type ReceiptLinkView,
  type TaxDocumentView,
  type TaxInvoiceRequestResult,
} from '@sound-putter/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Roles } from '../identity';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { ApiContract } from '../infrastructure/http/api-contract';
import { Req } from '../infrastructure/http/request-context';
import { GetOrderQuery } from '../orders';
import { bangkokMonth } from './invoice-facts';
import { ReceiptLinks } from './receipt-links';
import { renderTaxDocumentPdf } from './tax-document-pdf';
import { type TaxDocumentRow, TaxDocuments } from './tax-documents';
import { vatReport } from './vat-report';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** Tax invoices and credit notes: their owner (the order's full view: its account, its browser, staff) reads them. */
@ApiTags('invoicing')
@Controller()
export class InvoicingController {
  constructor(
    private readonly documents: TaxDocuments,
    private readonly queries: QueryBus,
    private readonly receiptLinks: ReceiptLinks,
  ) {}

  /** The order in full for this caller, else 403: documents carry what the full view carries. */
  private async mayRead(orderId: string, req: FastifyRequest): Promise<void> {
    const view: AnyOrderView = await this.queries.execute(
      new GetOrderQuery(orderId, {
        userId: req.user?.id ?? null,
        role: req.user?.role ?? null,
        sessionId: req.sessionId,
      }),
    );
    if (view.access !== 'full') throw new DomainError('forbidden');
  }

  @ApiContract({ body: ['TaxDocumentView'], errors: ['forbidden', 'order_not_found'] })
  @Get('orders/:id/tax-documents')
  @ApiOperation({ summary: "The order's tax invoices and credit notes (its owner and staff)" })
  async list(@Param('id') id: string, @Req() req: FastifyRequest): Promise<TaxDocumentView[]> {
    await this.mayRead(id, req);
    return (await this.documents.ofOrder(id)).map((d) => this.documents.view(d));
  }

  @ApiContract({
    body: 'TaxInvoiceRequestResult',
    takesBody: true,
    errors: ['forbidden', 'order_not_found', 'tax_invoice_already_issued', 'tax_invoice_window_closed'],
  })
  @Post('orders/:id/tax-invoice')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ask for a full tax invoice (buyer name, address, 13-digit tax id, branch): a paid order gets it at once in ' +
      'place of its abbreviated invoice, until the end of the month of the sale; an unpaid one when it is paid',
  })
  async request(
    @Param('id') id: string,
    @Body() dto: RequestTaxInvoiceDto,
    @Req() req: FastifyRequest,
  ): Promise<TaxInvoiceRequestResult> {
    await this.mayRead(id, req);
    return this.documents.requestFullInvoice(id, dto);
  }

  @ApiContract({
    body: { media: 'application/pdf', description: 'The tax document as a PDF (Thai with English beside it)' },
    errors: ['forbidden', 'tax_document_not_found'],
  })
  @Get('tax-documents/:id/pdf')
  @ApiOperation({ summary: "A tax invoice or credit note as PDF, Thai with English (its order's owner and staff)" })
  async pdf(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const row = UUID.test(id) ? await this.documents.byId(id) : null;
    if (!row) throw new NotFound('tax_document_not_found');
    await this.mayRead(row.order_id, req);
    await sendPdf(reply, row);
  }

  @ApiContract({ body: 'ReceiptLinkView', errors: ['forbidden', 'order_not_found'] })
  @Post('orders/:id/receipt-link')
  @HttpCode(200)
  @ApiOperation({
    summary:
      `A link to the order's receipt PDF that opens without a session, for ${RECEIPT_LINK_TTL_HOURS} h (the ` +
      "kiosk's QR code for a walk-in's phone; its owner and staff)",
  })
  async receiptLink(@Param('id') id: string, @Req() req: FastifyRequest): Promise<ReceiptLinkView> {
    await this.mayRead(id, req);
    return this.receiptLinks.create(id);
  }

  @ApiContract({
    body: { media: 'application/pdf', description: "The order's receipt/tax invoice in force, as a PDF" },
    sessionExempt: true,
    errors: ['receipt_link_invalid', 'receipt_link_expired', 'receipt_not_issued'],
  })
  @Get('orders/:id/receipt')
  @ApiQuery({ name: 'token', required: true, description: "The receipt link's token (POST …/receipt-link)" })
  @ApiOperation({
    summary:
      "The order's receipt/tax invoice PDF by a receipt link, no session needed: 403 for a token that is not this " +
      "order's, 410 once it has expired, 404 before the invoice is issued",
  })
  async receipt(@Param('id') id: string, @Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    await this.receiptLinks.assertOpens(id, token);
    const invoice = this.documents.currentInvoice(await this.documents.ofOrder(id));
    if (!invoice) throw new NotFound('receipt_not_issued');
    await sendPdf(reply, invoice);
  }

  @ApiContract({
    body: { media: 'text/csv', description: "The month's output-VAT report: one row per invoice and credit note" },
    errors: ['unauthenticated', 'forbidden', 'validation_failed'],
  })
  @Get('admin/vat-report')
  @Roles('admin')
  @ApiQuery({ name: 'month', required: true, description: 'YYYY-MM (Bangkok time)', example: '2026-11' })
  @ApiOperation({ summary: "Admin: a month's output VAT report (CSV), one row per tax invoice and credit note" })
  async report(@Query('month') month: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    if (typeof month !== 'string' || !MONTH.test(month))
      throw new ValidationFailed({ month: ['month must be YYYY-MM'] });
    const { from, to } = bangkokMonth(month);
    const { csv } = vatReport(month, await this.documents.issuedBetween(from, to));
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="output-vat-${month}.csv"`)
      .send(csv);
  }
}

const sendPdf = async (reply: FastifyReply, row: TaxDocumentRow): Promise<void> => {
  const pdf = await renderTaxDocumentPdf(row);
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${row.document_number}.pdf"`)
    .send(pdf);
};
