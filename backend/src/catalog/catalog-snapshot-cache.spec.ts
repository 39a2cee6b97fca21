import { catalogDecider, type CatalogEvent, type CatalogState } from './catalog.decider';
import { seedCommand } from './catalog-seed';
import { CatalogSnapshotCache, snapshotValidUntil } from './catalog-snapshot-cache';

const seeded = (): CatalogState => {
  const initial = catalogDecider.initialState();
  return catalogDecider.decide(seedCommand(), initial).reduce(catalogDecider.evolve, initial);
};
const schedule = (state: CatalogState, priceSatang: number, effectiveAt: string): CatalogState =>
  catalogDecider.evolve(state, {
    type: 'CatalogPriceScheduled',
    data: { kind: 'model', id: 'melody-c', priceSatang, effectiveAt },
  } satisfies CatalogEvent);

const price = (cache: CatalogSnapshotCache, state: CatalogState, at: string) =>
  cache.at(state, new Date(at)).models.get('melody-c')?.basePriceSatang;

describe('the catalog snapshot cache', () => {
  it('knows until when a snapshot holds: the earliest price change still to come', () => {
    const state = schedule(
      schedule(seeded(), 1_200_000, '2026-12-01T00:00:00.000Z'),
      1_150_000,
      '2026-11-28T00:00:00.000Z',
    );
    expect(snapshotValidUntil(seeded(), '2026-11-27T00:00:00.000Z')).toBe(Infinity);
    expect(snapshotValidUntil(state, '2026-11-27T00:00:00.000Z')).toBe(Date.parse('2026-11-28T00:00:00.000Z'));
    expect(snapshotValidUntil(state, '2026-11-28T00:00:00.000Z')).toBe(Date.parse('2026-12-01T00:00:00.000Z'));
    expect(snapshotValidUntil(state, '2026-12-01T00:00:00.000Z')).toBe(Infinity);
  });

  it('gives the same snapshot while nothing changes, and a new one at a price change, a new state or a clock set back', () => {
    const cache = new CatalogSnapshotCache();
    const state = schedule(seeded(), 1_150_000, '2026-11-28T00:00:00.000Z');
    const first = cache.at(state, new Date('2026-11-27T10:00:00.000Z'));
    expect(cache.at(state, new Date('2026-11-27T23:59:59.999Z'))).toBe(first);
    expect(first.models.get('melody-c')?.basePriceSatang).toBe(1_050_000);
    // The Thai texts come with it.
    expect(first.models.get('melody-c')?.nameTh).toBeTruthy();

    expect(price(cache, state, '2026-11-28T00:00:00.000Z')).toBe(1_150_000);
    // Set back before the change: the earlier price again, not the kept one.
    expect(price(cache, state, '2026-11-27T12:00:00.000Z')).toBe(1_050_000);

    const changed = schedule(state, 999_900, '2026-11-27T13:00:00.000Z');
    expect(price(cache, changed, '2026-11-27T13:00:00.000Z')).toBe(999_900);
    expect(cache.at(changed, new Date('2026-11-27T13:00:00.000Z'))).not.toBe(first);
  });
});
