import type { EventMetadata, RecordedEvent } from './event-store.port';
import { EventUpcasters } from './upcasters';

const meta = (schemaVersion?: number): EventMetadata => ({
  correlationId: 'c',
  causationId: null,
  actor: { kind: 'system', id: 'system' },
  channel: 'system',
  at: '2026-01-01T00:00:00.000Z',
  ...(schemaVersion === undefined ? {} : { schemaVersion }),
});

const event = (type: string, data: unknown, schemaVersion?: number): RecordedEvent => ({
  type,
  data,
  metadata: meta(schemaVersion),
  eventId: 'e',
  streamId: 's-1',
  streamPosition: 1,
  globalPosition: '1',
  transactionId: '1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('EventUpcasters', () => {
  const registry = new EventUpcasters([
    { type: 'Renamed', fromVersion: 2, upcast: (d) => ({ ...(d as object), v3: true }) },
    { type: 'Renamed', fromVersion: 1, upcast: (d) => ({ fullName: (d as { name: string }).name }) },
  ]);

  it('runs the chain from the stored version to the current one and stamps the new version', () => {
    expect(registry.currentVersion('Renamed')).toBe(3);
    const v1 = registry.upcast(event('Renamed', { name: 'Ploy' }));
    expect(v1.data).toEqual({ fullName: 'Ploy', v3: true });
    expect(v1.metadata.schemaVersion).toBe(3);
    expect(registry.upcast(event('Renamed', { fullName: 'Ploy' }, 2)).data).toEqual({ fullName: 'Ploy', v3: true });
  });

  it('hands current events and types without upcasters back untouched', () => {
    const current = event('Renamed', { fullName: 'Ploy', v3: true }, 3);
    expect(registry.upcast(current)).toBe(current);
    const other = event('Other', { a: 1 });
    expect(registry.upcast(other)).toBe(other);
    expect(registry.currentVersion('Other')).toBe(1);
    expect(registry.stamp('Other', meta()).schemaVersion).toBe(1);
    expect(registry.stamp('Renamed', meta()).schemaVersion).toBe(3);
  });

  it('refuses two upcasters for one version and a gap in a chain', () => {
    const up = (fromVersion: number) => ({ type: 'T', fromVersion, upcast: (d: unknown) => d });
    expect(() => new EventUpcasters([up(1), up(1)])).toThrow(/Two upcasters for T from version 1/);
    expect(() => new EventUpcasters([up(1), up(3)])).toThrow(/skip version 2/);
  });
});
