import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { OrderEventPayload, OrderPaid, OrderRefunded } from '@sound-putter/contracts';
import type { Client, ClientBase } from 'pg';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../configurations';
import { withTransaction } from '../infrastructure/database/with-transaction';
import { EventStore, type LogPosition, type RecordedEvent } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import type { LogConsumer } from '../infrastructure/projections/subscription-runner';
import { documentAmounts, paidOrderFactsOf, paidSourceKey, refundSourceKey } from './invoice-facts';
import { TaxDocuments } from './tax-documents';

type Trigger = OrderPaid | OrderRefunded;
const isTrigger = (e: RecordedEvent): e is RecordedEvent<Trigger> =>
  e.type === 'OrderPaid' || e.type === 'OrderRefunded';

/**
 * Order events → tax documents: OrderPaid issues the abbreviated tax invoice (or the full one asked for at checkout),
 * OrderRefunded a credit note referring to the invoice in force. The documents commit with this consumer's
 * checkpoint, and each is keyed by its cause, so a crash or a replay issues nothing twice and no number is lost.
 */
@Injectable()
export class InvoicingConsumer implements LogConsumer {
  readonly name = 'invoicing';

  constructor(
    private readonly documents: TaxDocuments,
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async handleBatch(events: RecordedEvent[], client: Client, saveCheckpoint: (at: LogPosition) => Promise<void>) {
    const last = events[events.length - 1];
    await withTransaction(client, async (tx) => {
      for (const event of events.filter(isTrigger)) {
        if (event.type === 'OrderPaid') await this.invoicePayment(tx, event.data.orderId);
        else await this.creditRefund(tx, (event as RecordedEvent<OrderRefunded>).data);
      }
      await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
    });
  }

  private async invoicePayment(tx: ClientBase, orderId: string): Promise<void> {
    const { events } = await this.store.readStream<OrderEventPayload>(streams.order(orderId));
    const facts = paidOrderFactsOf(events.map((e) => ({ type: e.type, data: e.data }) as OrderEventPayload));
    if (!facts) return;
    await this.documents.lockOrder(tx, orderId);
    const request = await tx.query<{ buyer: never }>('SELECT buyer FROM tax_invoice_requests WHERE order_id = $1', [
      orderId,
    ]);
    const buyer = request.rows[0]?.buyer ?? null;
    const configurations: ConfigurationSummary[] = await this.queries.execute(
      new GetConfigurationsQuery(facts.lines.map((l) => l.configurationId)),
    );
    const byId = new Map(configurations.map((c) => [c.id, c]));
    const amounts = documentAmounts(
      facts.lines.map((line) => ({
        description: line.modelName,
        options: (byId.get(line.configurationId)?.choices ?? []).map((c) => c.name),
        quantity: line.quantity,
        unitPriceSatang: line.unitPriceSatang,
      })),
      this.documents.vatRateBasisPoints,
    );
    await this.documents.issue(tx, {
      kind: buyer ? 'full' : 'abbreviated',
      sourceKey: paidSourceKey(orderId),
      orderId,
      buyer,
      amounts,
      paymentMethod: facts.paymentMethod,
      refersTo: null,
      reason: null,
    });
    if (buyer) await tx.query('DELETE FROM tax_invoice_requests WHERE order_id = $1', [orderId]);
  }

  private async creditRefund(tx: ClientBase, refund: OrderRefunded['data']): Promise<void> {
    await this.documents.lockOrder(tx, refund.orderId);
    const invoice = this.documents.currentInvoice(await this.documents.ofOrder(refund.orderId, tx));
    await this.documents.issue(tx, {
      kind: 'credit_note',
      sourceKey: refundSourceKey(refund.refundId),
      orderId: refund.orderId,
      buyer: invoice?.buyer ?? null,
      amounts: documentAmounts(
        [
          {
            description: invoice ? `Refund on ${invoice.document_number}` : 'Refund',
            options: refund.reason ? [refund.reason] : [],
            quantity: 1,
            unitPriceSatang: refund.amountSatang,
          },
        ],
        invoice?.vat_rate_basis_points ?? this.documents.vatRateBasisPoints,
      ),
      paymentMethod: invoice?.payment_method ?? 'card',
      refersTo: invoice?.id ?? null,
      reason: refund.reason,
    });
  }
}
