import type { CatalogSnapshot } from './catalog';
import { type CatalogState, nextPriceAfter, snapshotAt } from './catalog.decider';
import { withThaiTexts } from './catalog-seed';

/**
 * Until when the prices of a snapshot taken at `at` stay the ones in force: the earliest scheduled price change after
 * it, in ms since the epoch (Infinity when none is scheduled).
 */
export const snapshotValidUntil = (state: CatalogState, at: string): number => {
  let until = Infinity;
  for (const item of [...Object.values(state.models), ...Object.values(state.options)]) {
    const next = nextPriceAfter(item.prices, at)?.effectiveAt;
    if (next) until = Math.min(until, Date.parse(next));
  }
  return until;
};

/**
 * The catalog as shoppers' calls read it, built once per catalog state and price period instead of on every configure
 * and cart call (each built both Maps and the Thai texts again: about 1.5 % of the API's CPU in the checkout bench).
 * A new state (a change, or the stream read again) or a price change coming into force builds it anew; so does a clock
 * set back before the snapshot was taken (tests move it).
 */
export class CatalogSnapshotCache {
  private kept: { from: CatalogState; takenAt: number; until: number; value: CatalogSnapshot } | null = null;

  at(state: CatalogState, now: Date): CatalogSnapshot {
    const time = now.getTime();
    const kept = this.kept;
    if (kept && kept.from === state && time >= kept.takenAt && time < kept.until) return kept.value;
    const at = now.toISOString();
    const value = withThaiTexts(snapshotAt(state, at));
    this.kept = { from: state, takenAt: time, until: snapshotValidUntil(state, at), value };
    return value;
  }
}
