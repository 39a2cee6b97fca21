import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiPaths, bahtToSatang, type OrderEventPayload } from '@sound-putter/contracts';
import type { Client, ClientBase } from 'pg';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { Clock } from '../../infrastructure/clock/clock';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { EventStore, type LogPosition, type RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import type { LogConsumer } from '../../infrastructure/projections/subscription-runner';
import { MailOutbox, type OrderMailLine, type OutgoingMail } from '../../mail';
import {
  isOrderMailTrigger,
  type OrderMailCustomer,
  type OrderMailFacts,
  orderMailFactsOf,
  orderMailFor,
  type OrderMailTrigger,
} from './order-mails';

/**
 * A fact older than this is not mailed: a consumer starting without a checkpoint (first deploy, a reset) reads the
 * whole log, and a customer must not get receipts for last year's orders. Longer than any worker outage we plan for.
 */
export const ORDER_MAIL_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Order events → mails in the outbox (receipt, crafting, at-risk, missed, shipped, delivered). The rows are written
 * with this consumer's checkpoint in one transaction, and each row's key names the order and the kind, so a crash,
 * a replay or a rebuild adds nothing. What the events lack (the customer, the options' names) is read at enqueue time.
 */
@Injectable()
export class OrderMailsConsumer implements LogConsumer {
  readonly name = 'order-mails';

  constructor(
    private readonly outbox: MailOutbox,
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async handleBatch(events: RecordedEvent[], client: Client, saveCheckpoint: (at: LogPosition) => Promise<void>) {
    const oldest = this.clock.now().getTime() - ORDER_MAIL_MAX_AGE_MS;
    const triggers = events.filter(
      (e): e is RecordedEvent<OrderMailTrigger> => isOrderMailTrigger(e) && Date.parse(e.metadata.at) >= oldest,
    );
    const last = events[events.length - 1];
    await withTransaction(client, async (tx) => {
      const mails: OutgoingMail[] = [];
      for (const event of triggers) {
        const mail = await this.mailFor(tx, event);
        if (mail) mails.push(mail);
      }
      await this.outbox.enqueue(mails, tx);
      await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
    });
  }

  private async mailFor(tx: ClientBase, event: RecordedEvent<OrderMailTrigger>): Promise<OutgoingMail | null> {
    const { orderId } = event.data;
    const { events } = await this.store.readStream<OrderEventPayload>(streams.order(orderId));
    const facts = orderMailFactsOf(events.map((e) => ({ type: e.type, data: e.data }) as OrderEventPayload));
    const customer = await this.customerOf(tx, orderId);
    if (!facts || !customer) return null;
    const lines = await this.linesOf(facts.lines);
    const mail = orderMailFor({ type: event.type, data: event.data } as OrderEventPayload, facts, customer, lines);
    // The outbox stores any kind's data as JSON; the template reads it back as its own type.
    return mail && { ...mail, data: { ...mail.data } };
  }

  /** The customer as the order's read model has them (personal fields opened, or "erased" after an erasure). */
  private async customerOf(tx: ClientBase, orderId: string): Promise<OrderMailCustomer | null> {
    const { rows } = await tx.query<{ customer_email: string; customer_name: string; user_id: string | null }>(
      'SELECT customer_email, customer_name, user_id FROM rm_orders WHERE id = $1',
      [orderId],
    );
    const row = rows[0];
    return row ? { email: row.customer_email, name: row.customer_name, userId: row.user_id } : null;
  }

  /** The order's lines with every option by name and the price it added, from the recorded configurations. */
  private async linesOf(lines: OrderMailFacts['lines']): Promise<OrderMailLine[]> {
    const found: ConfigurationSummary[] = await this.queries.execute(
      new GetConfigurationsQuery(lines.map((l) => l.configurationId)),
    );
    const byId = new Map(found.map((c) => [c.id, c]));
    return lines.map((line) => {
      const configuration = byId.get(line.configurationId);
      return {
        configurationId: line.configurationId,
        modelName: line.modelName,
        quantity: line.quantity,
        unitPriceSatang: line.unitPriceSatang,
        options: (configuration?.choices ?? []).map((c) => ({
          choice: c.choice,
          name: c.name,
          priceSatang: bahtToSatang(c.price),
        })),
        // The cart's drawing of this configuration, served as a PNG (mail apps show no SVG).
        picturePath: configuration ? apiPaths.configurations.picture(configuration.id) : null,
      };
    });
  }
}
