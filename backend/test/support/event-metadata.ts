import type { EventMetadata } from '../../src/infrastructure/event-store/event-store.port';

/** The metadata of an event the system recorded, for tests that append events straight to a store. */
export const systemMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  correlationId: 'c',
  causationId: null,
  actor: { kind: 'system', id: 'system' },
  channel: 'system',
  at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
