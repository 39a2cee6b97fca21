import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizePickupCode, normalizeTrackingNumber, pickupCodeProblem } from '@sound-putter/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError, ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { confirmCarrierDelivery, handOverPickup, markReadyForPickup } from '../order.decider';
import { drawPickupCode } from '../pickup-code';
import { OrderReadModel } from '../queries/order-read-model';
import { ConfirmCarrierDeliveryCommand, HandOverPickupCommand, MarkReadyForPickupCommand } from './order.commands';
import { OrderStream } from './order-stream';

/** Draws till a code no other order holds (a clash is about one in 10^9 even with a thousand codes out). */
async function unusedCode(orders: OrderReadModel): Promise<string> {
  for (;;) {
    const code = drawPickupCode();
    if ((await orders.orderIdByPickupCode(code)) === null) return code;
  }
}

@CommandHandler(MarkReadyForPickupCommand)
export class MarkReadyForPickupHandler implements ICommandHandler<MarkReadyForPickupCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly readModel: OrderReadModel,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, context }: MarkReadyForPickupCommand): Promise<void> {
    const pickupCode = await unusedCode(this.readModel);
    await this.orders.run(orderId, context, (state) =>
      markReadyForPickup(
        { type: 'MarkReadyForPickup', orderId, pickupCode, now: this.clock.now().toISOString() },
        state,
      ),
    );
  }
}

/**
 * Finds the order by its code (the read model is written in the append's transaction) and hands it over; two
 * counters handing over the same code race on the stream's version, and the loser's retry sees it delivered.
 */
@CommandHandler(HandOverPickupCommand)
export class HandOverPickupHandler implements ICommandHandler<HandOverPickupCommand, string> {
  constructor(
    private readonly orders: OrderStream,
    private readonly readModel: OrderReadModel,
    private readonly clock: Clock,
  ) {}

  async execute({ code: typed, context }: HandOverPickupCommand): Promise<string> {
    const problem = pickupCodeProblem(typed);
    if (problem) throw new ValidationFailed({ code: [problem] }, problem);
    const pickupCode = normalizePickupCode(typed);
    const orderId = await this.readModel.orderIdByPickupCode(pickupCode);
    if (orderId === null) throw new DomainError('pickup_code_invalid');
    await this.orders.run(orderId, context, (state) =>
      handOverPickup({ type: 'HandOverPickup', orderId, pickupCode, now: this.clock.now().toISOString() }, state),
    );
    return orderId;
  }
}

@CommandHandler(ConfirmCarrierDeliveryCommand)
export class ConfirmCarrierDeliveryHandler implements ICommandHandler<ConfirmCarrierDeliveryCommand, boolean> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  /** Whether it marked the order delivered now (false: it already was). */
  async execute(command: ConfirmCarrierDeliveryCommand): Promise<boolean> {
    const { orderId, carrierEventId, deliveredAt, context } = command;
    const { newEvents } = await this.orders.run(orderId, context, (state) =>
      confirmCarrierDelivery(
        {
          type: 'ConfirmCarrierDelivery',
          orderId,
          trackingNumber: normalizeTrackingNumber(command.trackingNumber),
          carrierEventId,
          deliveredAt,
          now: this.clock.now().toISOString(),
        },
        state,
      ),
    );
    return newEvents.length > 0;
  }
}
