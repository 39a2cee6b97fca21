import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  normalizeThaiTaxId,
  type TaxDocumentKind,
  type TaxDocumentView,
  taxDocumentNumber,
  taxDocumentSeries,
  type TaxInvoiceBuyerView,
  type TaxInvoiceRequestResult,
} from '@sound-putter/contracts';
import type { ClientBase } from 'pg';
import { Pool } from 'pg';
import { Clock } from '../infrastructure/clock/clock';
import { AppConfig } from '../infrastructure/config/app-config';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { withTransaction } from '../infrastructure/database/with-transaction';
import {
  bangkokYear,
  type DocumentAmounts,
  type DocumentLine,
  endOfBangkokMonth,
  fullInvoiceStillRequestable,
  fullSourceKey,
} from './invoice-facts';

/** The seller as printed on every document, from configuration (SELLER_*), recorded on the document itself. */
export interface Seller {
  nameTh: string;
  nameEn: string;
  addressTh: string;
  addressEn: string;
  taxId: string;
  branch: string;
}

export interface TaxDocumentRow {
  id: string;
  kind: TaxDocumentKind;
  series: string;
  year: number;
  number: number;
  document_number: string;
  source_key: string;
  order_id: string;
  issued_at: Date;
  seller: Seller;
  buyer: TaxInvoiceBuyerView | null;
  lines: DocumentLine[];
  vat_rate_basis_points: number;
  gross_satang: string;
  net_satang: string;
  vat_satang: string;
  payment_method: string;
  refers_to: string | null;
  refers_to_number: string | null;
  reason: string | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
}

export interface DocumentDraft {
  kind: TaxDocumentKind;
  sourceKey: string;
  orderId: string;
  buyer: TaxInvoiceBuyerView | null;
  amounts: DocumentAmounts;
  paymentMethod: string;
  refersTo: string | null;
  reason: string | null;
}

const SELECT_DOCUMENT = `
  SELECT d.*, r.document_number AS refers_to_number
  FROM tax_documents d LEFT JOIN tax_documents r ON r.id = d.refers_to`;

export const normalizedBuyer = (buyer: TaxInvoiceBuyerView): TaxInvoiceBuyerView => ({
  name: buyer.name,
  address: buyer.address,
  taxId: normalizeThaiTaxId(buyer.taxId),
  branch: buyer.branch,
});

/**
 * Tax invoices and credit notes: issued, cancelled by a replacement, never edited. Every issue runs in the caller's
 * transaction under the order's advisory lock, and its number comes from the series' counter row raised in that same
 * transaction, so numbers are gapless: a rollback or a killed process gives the number back with the document.
 */
@Injectable()
export class TaxDocuments {
  constructor(
    private readonly pool: Pool,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  seller(): Seller {
    const c = this.config;
    return {
      nameTh: c.SELLER_NAME_TH,
      nameEn: c.SELLER_NAME_EN,
      addressTh: c.SELLER_ADDRESS_TH,
      addressEn: c.SELLER_ADDRESS_EN,
      taxId: c.SELLER_TAX_ID,
      branch: c.SELLER_BRANCH,
    };
  }

  get vatRateBasisPoints(): number {
    return this.config.VAT_RATE_BASIS_POINTS;
  }

  /** Serializes everything that issues or cancels this order's documents (payment, refund, full-invoice request). */
  async lockOrder(tx: ClientBase, orderId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`tax-documents:${orderId}`]);
  }

  /** The next number of the series and year; the counter row stays locked until the transaction ends. */
  async allocateNumber(tx: ClientBase, series: string, year: number): Promise<number> {
    const { rows } = await tx.query<{ last_number: number }>(
      `INSERT INTO tax_document_counters (series, year, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (series, year) DO UPDATE SET last_number = tax_document_counters.last_number + 1
       RETURNING last_number`,
      [series, year],
    );
    return rows[0].last_number;
  }

  /** Issues a document once per source: a replayed cause returns null and allocates no number. */
  async issue(tx: ClientBase, draft: DocumentDraft): Promise<TaxDocumentRow | null> {
    const existing = await tx.query('SELECT 1 FROM tax_documents WHERE source_key = $1', [draft.sourceKey]);
    if (existing.rowCount) return null;
    const now = this.clock.now();
    const year = bangkokYear(now);
    const series = taxDocumentSeries[draft.kind];
    const number = await this.allocateNumber(tx, series, year);
    const id = randomUUID();
    const a = draft.amounts;
    await tx.query(
      `INSERT INTO tax_documents (id, kind, series, year, number, document_number, source_key, order_id, issued_at,
         seller, buyer, lines, vat_rate_basis_points, gross_satang, net_satang, vat_satang, payment_method, refers_to,
         reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        id,
        draft.kind,
        series,
        year,
        number,
        taxDocumentNumber(draft.kind, year, number),
        draft.sourceKey,
        draft.orderId,
        now,
        JSON.stringify(this.seller()),
        draft.buyer === null ? null : JSON.stringify(draft.buyer),
        JSON.stringify(a.lines),
        a.vatRateBasisPoints,
        a.grossSatang,
        a.netSatang,
        a.vatSatang,
        draft.paymentMethod,
        draft.refersTo,
        draft.reason,
      ],
    );
    return this.byId(id, tx);
  }

  async byId(id: string, db: Pick<ClientBase, 'query'> = this.pool): Promise<TaxDocumentRow | null> {
    const { rows } = await db.query<TaxDocumentRow>(`${SELECT_DOCUMENT} WHERE d.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async ofOrder(orderId: string, db: Pick<ClientBase, 'query'> = this.pool): Promise<TaxDocumentRow[]> {
    const { rows } = await db.query<TaxDocumentRow>(
      `${SELECT_DOCUMENT} WHERE d.order_id = $1 ORDER BY d.issued_at, d.document_number`,
      [orderId],
    );
    return rows;
  }

  /** Documents issued in [from, to), for the VAT report. */
  async issuedBetween(from: Date, to: Date): Promise<TaxDocumentRow[]> {
    const { rows } = await this.pool.query<TaxDocumentRow>(
      `${SELECT_DOCUMENT} WHERE d.issued_at >= $1 AND d.issued_at < $2 ORDER BY d.issued_at, d.document_number`,
      [from, to],
    );
    return rows;
  }

  /** The order's invoice in force (abbreviated or full, not cancelled): what a credit note refers to. */
  currentInvoice(documents: readonly TaxDocumentRow[]): TaxDocumentRow | null {
    return documents.find((d) => d.kind !== 'credit_note' && d.cancelled_at === null) ?? null;
  }

  /**
   * A buyer asks for a full tax invoice. Paid (an abbreviated invoice in force): the abbreviated one is cancelled and
   * a full one replacing it is issued, within the month of the sale. Not paid yet: the request waits for the payment.
   */
  async requestFullInvoice(orderId: string, buyer: TaxInvoiceBuyerView): Promise<TaxInvoiceRequestResult> {
    const issued = await withTransaction(this.pool, async (tx) => {
      await this.lockOrder(tx, orderId);
      const documents = await this.ofOrder(orderId, tx);
      if (documents.some((d) => d.kind === 'full' && d.cancelled_at === null))
        throw new DomainError('tax_invoice_already_issued');
      const abbreviated = documents.find((d) => d.kind === 'abbreviated' && d.cancelled_at === null);
      if (!abbreviated) {
        await tx.query(
          `INSERT INTO tax_invoice_requests (order_id, buyer, requested_at) VALUES ($1, $2, $3)
           ON CONFLICT (order_id) DO UPDATE SET buyer = EXCLUDED.buyer, requested_at = EXCLUDED.requested_at`,
          [orderId, JSON.stringify(normalizedBuyer(buyer)), this.clock.now()],
        );
        return null;
      }
      if (!fullInvoiceStillRequestable(abbreviated.issued_at, this.clock.now()))
        throw new DomainError('tax_invoice_window_closed', undefined, {
          requestableUntil: endOfBangkokMonth(abbreviated.issued_at).toISOString(),
        });
      const full = await this.issue(tx, {
        kind: 'full',
        sourceKey: fullSourceKey(orderId),
        orderId,
        buyer: normalizedBuyer(buyer),
        amounts: amountsOf(abbreviated),
        paymentMethod: abbreviated.payment_method,
        refersTo: abbreviated.id,
        reason: `Replaces abbreviated tax invoice ${abbreviated.document_number} at the buyer's request`,
      });
      if (!full) throw new DomainError('tax_invoice_already_issued');
      await tx.query('UPDATE tax_documents SET cancelled_at = $2, cancelled_by = $3 WHERE id = $1', [
        abbreviated.id,
        full.issued_at,
        full.id,
      ]);
      return full;
    });
    return issued ? { status: 'issued', document: this.view(issued) } : { status: 'requested', document: null };
  }

  view(row: TaxDocumentRow): TaxDocumentView {
    return {
      id: row.id,
      kind: row.kind,
      documentNumber: row.document_number,
      orderId: row.order_id,
      issuedAt: row.issued_at.toISOString(),
      grossSatang: Number(row.gross_satang),
      netSatang: Number(row.net_satang),
      vatSatang: Number(row.vat_satang),
      vatRateBasisPoints: row.vat_rate_basis_points,
      buyer: row.buyer,
      refersTo: row.refers_to_number,
      cancelled: row.cancelled_at !== null,
      fullInvoiceRequestableUntil:
        row.kind === 'abbreviated' && row.cancelled_at === null ? endOfBangkokMonth(row.issued_at).toISOString() : null,
      pdfPath: `/api/tax-documents/${row.id}/pdf`,
    };
  }
}

export const amountsOf = (row: TaxDocumentRow): DocumentAmounts => ({
  lines: row.lines,
  grossSatang: Number(row.gross_satang),
  netSatang: Number(row.net_satang),
  vatSatang: Number(row.vat_satang),
  vatRateBasisPoints: row.vat_rate_basis_points,
});
