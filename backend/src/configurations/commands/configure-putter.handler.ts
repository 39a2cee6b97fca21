import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ConfigurePutterResult, satangToBaht } from '@sound-putter/contracts';
import { CatalogService } from '../../catalog';
import { Clock } from '../../infrastructure/clock/clock';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { rememberedState } from '../../infrastructure/cqrs/load-state';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { type Configuration, configurationDecider, configurePutter, refuseWithdrawn } from '../configuration.decider';
import { configurationIdFor } from '../configuration-id';
import { ConfigurePutterCommand } from './configure-putter.command';

@CommandHandler(ConfigurePutterCommand)
export class ConfigurePutterHandler implements ICommandHandler<ConfigurePutterCommand, ConfigurePutterResult> {
  constructor(
    private readonly store: EventStore,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  async execute({ choices, context }: ConfigurePutterCommand): Promise<ConfigurePutterResult> {
    const catalog = await this.catalog.current();
    // Content-addressed: a preview of choices already configured finds its stream and appends nothing.
    const configurationId = configurationIdFor(choices, catalog);
    const streamId = streams.configuration(configurationId);
    const now = this.clock.now();
    const decide = (state: Configuration) =>
      configurePutter({ type: 'ConfigurePutter', configurationId, choices, catalog, now: now.toISOString() }, state);
    const record = () => handleCommand(this.store, streamId, configurationDecider, context, decide, { now: () => now });
    // Written once, so a configuration this process has seen recorded is final: no round trip, and no queue on its lock.
    const seen = rememberedState(this.store, streamId, configurationDecider)?.state;
    const newState = seen?.status === 'configured' ? seen : (await record()).newState;
    if (newState.status !== 'configured') throw new Error('configuration was not recorded');
    // Choices recorded before an item was withdrawn find their stream without a decision: refused here too.
    refuseWithdrawn(choices, catalog);
    return { configurationId, totalPrice: satangToBaht(newState.data.totalPriceSatang) };
  }
}
