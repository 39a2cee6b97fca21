import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { CustomizationCategory } from '@sound-putter/contracts';
import { Clock } from '../infrastructure/clock/clock';
import { type CommandContext, systemContext } from '../infrastructure/cqrs/command-context';
import { handleCommand } from '../infrastructure/cqrs/handle-command';
import { loadState } from '../infrastructure/cqrs/load-state';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import type { CatalogModel, CatalogOption, CatalogSnapshot } from './catalog';
import { type CatalogCommand, catalogDecider, type CatalogState } from './catalog.decider';
import { seedCommand } from './catalog-seed';
import { CatalogSnapshotCache } from './catalog-snapshot-cache';

/**
 * How long a replica serves the catalog it last read before reading the stream again. Another replica's change
 * (an option marked unavailable) reaches this one's configure calls within this time; this replica's own changes
 * at once.
 */
export const CATALOG_REFRESH_MS = 1_000;

/**
 * The catalog, folded from its stream (`catalog-shop`) and kept in memory: small, read by every configure and cart
 * call. Prices are computed for the moment asked, so a scheduled price takes effect at its time without a write.
 */
@Injectable()
export class CatalogService implements OnApplicationBootstrap {
  private state: { value: CatalogState; version: number; readAt: number } | null = null;
  private loading: Promise<{ value: CatalogState; version: number }> | null = null;
  private readonly snapshots = new CatalogSnapshotCache();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** The seed file's models and options become the stream's first events; idempotent, safe on every boot. */
  async onApplicationBootstrap(): Promise<void> {
    await this.execute(seedCommand(), systemContext());
  }

  /** The catalog with the prices in force now, with the seed file's Thai texts (withThaiTexts). */
  async current(): Promise<CatalogSnapshot> {
    return this.snapshots.at((await this.folded()).value, this.clock.now());
  }

  /** The models the shop offers now (available ones only). */
  async models(): Promise<CatalogModel[]> {
    return [...(await this.current()).models.values()].filter((m) => m.available);
  }

  /** The options of one category the shop offers now (available ones only). */
  async optionsIn(category: CustomizationCategory): Promise<CatalogOption[]> {
    return [...(await this.current()).options.values()].filter((o) => o.category === category && o.available);
  }

  /** The whole stream state with its version, for the back office. */
  async folded(): Promise<{ value: CatalogState; version: number }> {
    const now = this.clock.now().getTime();
    const kept = this.state;
    if (kept && now - kept.readAt < CATALOG_REFRESH_MS && now >= kept.readAt) return kept;
    this.loading ??= loadState(this.store, streams.catalog(), catalogDecider)
      .then(({ state, version }) => (this.state = { value: state, version, readAt: this.clock.now().getTime() }))
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Decides one catalog command on the stream and keeps the new state. */
  async execute(command: CatalogCommand, context: CommandContext): Promise<{ changed: boolean }> {
    const now = this.clock.now();
    const result = await handleCommand(
      this.store,
      streams.catalog(),
      catalogDecider,
      context,
      (state) => catalogDecider.decide(command, state),
      { now: () => now },
    );
    this.state = { value: result.newState, version: result.version, readAt: this.clock.now().getTime() };
    return { changed: result.newEvents.length > 0 };
  }
}
