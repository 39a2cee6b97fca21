import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';

/**
 * PDPA erasure meets the Revenue Code's retention: issued tax invoices and credit notes, the buyer's name, address
 * and tax id on a full tax invoice included, are kept (s. 87/3: five years; PDPA s. 24(6) allows what a law
 * requires). A full invoice asked for but not issued yet is not a tax document: its buyer details are deleted.
 */
@Injectable()
export class InvoicingErasure {
  async erase(orderIds: readonly string[], tx: ClientBase): Promise<void> {
    await tx.query('DELETE FROM tax_invoice_requests WHERE order_id = ANY($1::text[])', [orderIds]);
  }
}
