import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../event-store/event-store.port';

/** Who issues a command and on which request; handleCommand turns it into event metadata. */
export interface CommandContext {
  correlationId: string;
  causationId: string | null;
  actor: EventMetadata['actor'];
  channel: EventMetadata['channel'];
}

export const systemContext = (
  correlationId: string = randomUUID(),
  causationId: string | null = null,
): CommandContext => ({
  correlationId,
  causationId,
  actor: { kind: 'system', id: 'system' },
  channel: 'system',
});
