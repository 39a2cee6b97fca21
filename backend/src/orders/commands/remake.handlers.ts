import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { OrderEventPayload, OrderRemakeOpened } from '@sound-putter/contracts';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { type OpenRemake, openRemake, type PlaceRemake, placeRemake } from '../order.decider';
import { OpenRemakeCommand } from './order.commands';
import { OrderStream } from './order-stream';

/**
 * The remake's order id, made from the original and the board's request id: a retried request names the same remake,
 * and the id is the server's (a UUID in version-5 form), not one a client picked.
 */
export const remakeOrderIdOf = (orderId: string, requestId: string): string => {
  const hex = createHash('sha1').update(`remake:${orderId.toLowerCase()}:${requestId.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Who the original order is for and how it is received, as last recorded: its placing, or the last change of its
 * details before payment (which may have another person, language or way of receiving it).
 */
export const originalFacts = (events: readonly OrderEventPayload[]): PlaceRemake['original'] | null =>
  events.reduce<PlaceRemake['original'] | null>((facts, event) => {
    if (event.type === 'OrderPlaced') {
      const { cartId, userId, sessionId, channel, personal, language, fulfilment, saveForFuture } = event.data;
      return {
        cartId,
        userId,
        sessionId,
        channel,
        personal,
        saveForFuture,
        ...(language === undefined ? {} : { language }),
        ...(fulfilment === undefined ? {} : { fulfilment }),
      };
    }
    if (event.type === 'OrderDetailsChanged' && facts) {
      const { userId, sessionId, personal, language, fulfilment, saveForFuture } = event.data;
      return {
        ...facts,
        userId,
        sessionId,
        personal,
        saveForFuture,
        ...(language === undefined ? {} : { language }),
        ...(fulfilment === undefined ? {} : { fulfilment }),
      };
    }
    return facts;
  }, null);

/** Places the remake order an OrderRemakeOpened asked for: from the request, and again (a no-op) from any retry. */
@Injectable()
export class RemakePlacement {
  constructor(
    private readonly store: EventStore,
    private readonly orders: OrderStream,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async place(remakeOrderId: string, originalId: string, context: CommandContext): Promise<void> {
    const { events } = await this.store.readStream(streams.order(originalId));
    const payloads = events.map((e) => ({ type: e.type, data: e.data }) as OrderEventPayload);
    const original = originalFacts(payloads);
    const opened = payloads.find(
      (e): e is OrderRemakeOpened => e.type === 'OrderRemakeOpened' && e.data.remakeOrderId === remakeOrderId,
    );
    if (!opened || !original) return;
    await this.orders.run(remakeOrderId, context, (state) =>
      placeRemake(
        {
          type: 'PlaceRemake',
          opened: opened.data,
          original,
          now: this.clock.now().toISOString(),
          promiseSeconds: this.config.CRAFTING_DEADLINE_SECONDS,
        },
        state,
      ),
    );
  }
}

/**
 * Opens the remake on the original (checked by its decider), then places the remake order itself. A crash between
 * the two is healed by the retry the board makes with the same request id: the opening is found and the placing done.
 */
@CommandHandler(OpenRemakeCommand)
export class OpenRemakeHandler implements ICommandHandler<OpenRemakeCommand, { remakeOrderId: string }> {
  constructor(
    private readonly orders: OrderStream,
    private readonly placement: RemakePlacement,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, request, openedBy, context }: OpenRemakeCommand): Promise<{ remakeOrderId: string }> {
    const remakeOrderId = remakeOrderIdOf(orderId, request.requestId);
    const lines = request.lines ? await this.withCorrections(request.lines) : null;
    await this.orders.run(orderId, context, (state) =>
      openRemake(
        {
          type: 'OpenRemake',
          orderId,
          remakeOrderId,
          reason: request.reason,
          note: request.note ?? null,
          lines,
          openedBy,
          now: this.clock.now().toISOString(),
        },
        state,
      ),
    );
    await this.placement.place(remakeOrderId, orderId, context);
    return { remakeOrderId };
  }

  /** The corrected configurations looked up (their model is checked against the line's by the decider). */
  private async withCorrections(
    lines: NonNullable<OpenRemakeCommand['request']['lines']>,
  ): Promise<OpenRemake['lines']> {
    const ids = lines.flatMap((l) => (l.correctedConfigurationId ? [l.correctedConfigurationId] : []));
    const found: ConfigurationSummary[] = ids.length ? await this.queries.execute(new GetConfigurationsQuery(ids)) : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    const problems: Record<string, string[]> = {};
    const checked = lines.map((line, i) => {
      const id = line.correctedConfigurationId;
      const corrected = id ? byId.get(id) : undefined;
      if (id && !corrected) problems[`lines.${i}.correctedConfigurationId`] = ['No configuration has this id'];
      return {
        configurationId: line.configurationId,
        quantity: line.quantity,
        corrected: corrected ? { id: corrected.id, modelName: corrected.names.model } : null,
      };
    });
    if (Object.keys(problems).length > 0) throw new ValidationFailed(problems, 'The corrected design is not known.');
    return checked;
  }
}
