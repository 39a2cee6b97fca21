import type { Client } from 'pg';
import type { LogPosition, RecordedEvent } from '../event-store/event-store.port';
import { withTransaction } from '../database/with-transaction';
import type { LogConsumer } from './subscription-runner';
import { type Projection, projectionHandles } from './projection';

/** Applies an async projection batch and its checkpoint in one transaction: exactly-once read models. */
export class ProjectionConsumer implements LogConsumer {
  readonly name: string;

  constructor(private readonly projection: Projection) {
    this.name = `projection:${projection.name}`;
  }

  async handleBatch(events: RecordedEvent[], client: Client, saveCheckpoint: (at: LogPosition) => Promise<void>) {
    await withTransaction(client, async (tx) => {
      for (const event of events) {
        if (projectionHandles(this.projection, event)) await this.projection.apply(tx, event);
      }
      const last = events[events.length - 1];
      await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
    });
  }
}
