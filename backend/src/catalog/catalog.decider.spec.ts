import type { CatalogEventPayload } from '@sound-putter/contracts';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import {
  type CatalogCommand,
  catalogDecider,
  type CatalogEvent,
  type ModelSeed,
  nextPriceAfter,
  type OptionSeed,
  priceAt,
  snapshotAt,
} from './catalog.decider';

const spec = deciderSpec(catalogDecider);
const NOW = '2026-11-26T10:00:00.000Z';
const LATER = '2026-12-01T00:00:00.000Z';

const melody: ModelSeed = {
  modelId: 'melody-c',
  name: 'Melody C',
  soundType: 'Deep',
  description: 'Warm',
  features: ['Milled'],
  basePriceSatang: 1050000,
};
const crimson: OptionSeed = {
  optionId: 'grip-crimson',
  category: 'grip',
  name: 'Crimson',
  description: 'Red grip',
  priceSatang: 90000,
};
const modelAdded: CatalogEvent = { type: 'CatalogModelAdded', data: melody };
const optionAdded: CatalogEvent = { type: 'CatalogOptionAdded', data: crimson };
const seeded = [modelAdded, optionAdded];
const scheduled = (priceSatang: number, effectiveAt: string, kind: 'model' | 'option' = 'model'): CatalogEvent => ({
  type: 'CatalogPriceScheduled',
  data: { kind, id: kind === 'model' ? 'melody-c' : 'grip-crimson', priceSatang, effectiveAt },
});
const schedule = (priceSatang: number, effectiveAt?: string, kind: 'model' | 'option' = 'model'): CatalogCommand => ({
  type: 'SchedulePrice',
  kind,
  id: kind === 'model' ? 'melody-c' : 'grip-crimson',
  priceSatang,
  effectiveAt,
  now: NOW,
});
const fold = (events: CatalogEvent[]) => events.reduce(catalogDecider.evolve, catalogDecider.initialState());

describe('catalog decider', () => {
  describe('SeedCatalog', () => {
    const seed: CatalogCommand = { type: 'SeedCatalog', models: [melody], options: [crimson] };
    it('adds every model and option of a new stream', () => spec.given([]).when(seed).then(seeded));
    it('adds nothing the stream already holds, whatever changed since (idempotent on boot)', () =>
      spec
        .given([...seeded, { type: 'CatalogModelEdited', data: { ...melody, name: 'Renamed' } } as CatalogEvent])
        .when(seed)
        .thenNothingHappened());
    it('adds only what is new in the seed file', () => {
      const extra = { ...crimson, optionId: 'grip-blue', name: 'Blue' };
      spec
        .given(seeded)
        .when({ ...seed, options: [crimson, extra] })
        .then([{ type: 'CatalogOptionAdded', data: extra }]);
    });
    it('adds a model missing from a stream that holds the options', () =>
      spec.given([optionAdded]).when(seed).then([modelAdded]));
  });

  describe('EditModel', () => {
    const edit = (over: Partial<{ name: string; description: string; features: string[] }> = {}): CatalogCommand => ({
      type: 'EditModel',
      modelId: 'melody-c',
      name: 'Melody C',
      description: 'Warm',
      features: ['Milled'],
      ...over,
    });
    const edited = (over: object) => ({
      type: 'CatalogModelEdited' as const,
      data: { modelId: 'melody-c', name: 'Melody C', description: 'Warm', features: ['Milled'], ...over },
    });
    it('records a new name', () =>
      spec
        .given(seeded)
        .when(edit({ name: 'Melody C II' }))
        .then([edited({ name: 'Melody C II' })]));
    it('records a new description', () =>
      spec
        .given(seeded)
        .when(edit({ description: 'Deep' }))
        .then([edited({ description: 'Deep' })]));
    it('records changed features, added or reworded', () => {
      spec
        .given(seeded)
        .when(edit({ features: ['Milled', 'Loud'] }))
        .then([edited({ features: ['Milled', 'Loud'] })]);
      spec
        .given(seeded)
        .when(edit({ features: ['Cast'] }))
        .then([edited({ features: ['Cast'] })]);
    });
    it('records nothing when nothing changed', () => spec.given(seeded).when(edit()).thenNothingHappened());
    it('records a change of one feature among several', () =>
      spec
        .given([...seeded, edited({ features: ['Milled', 'Loud'] })])
        .when(edit({ features: ['Milled', 'Quiet'] }))
        .then([edited({ features: ['Milled', 'Quiet'] })]));
    it('refuses an unknown model with 404', () =>
      spec
        .given(seeded)
        .when({ ...edit(), modelId: 'melody-x' } as CatalogCommand)
        .thenThrows(NotFound, (e) => expect(e.code).toBe('catalog_item_not_found')));
    it('the edit is what the state then holds, price and availability untouched', () => {
      const state = fold([...seeded, edited({ name: 'N', description: 'D', features: ['F'] })]);
      expect(state.models['melody-c']).toEqual({
        id: 'melody-c',
        name: 'N',
        soundType: 'Deep',
        description: 'D',
        features: ['F'],
        available: true,
        prices: [{ priceSatang: 1050000, effectiveAt: null }],
      });
    });
  });

  describe('EditOption', () => {
    const edit = (name: string, description: string | null): CatalogCommand => ({
      type: 'EditOption',
      optionId: 'grip-crimson',
      name,
      description,
    });
    const edited = (name: string, description: string | null): CatalogEvent => ({
      type: 'CatalogOptionEdited',
      data: { optionId: 'grip-crimson', name, description },
    });
    it('records a new name or description', () => {
      spec
        .given(seeded)
        .when(edit('Scarlet', 'Red grip'))
        .then([edited('Scarlet', 'Red grip')]);
      spec
        .given(seeded)
        .when(edit('Crimson', null))
        .then([edited('Crimson', null)]);
    });
    it('records nothing when nothing changed', () =>
      spec.given(seeded).when(edit('Crimson', 'Red grip')).thenNothingHappened());
    it('refuses an unknown option', () =>
      spec
        .given([modelAdded])
        .when(edit('X', null))
        .thenThrows(NotFound, (e) => expect(e.code).toBe('catalog_item_not_found')));
    it('the state holds the edit', () =>
      expect(fold([...seeded, edited('Scarlet', null)]).options['grip-crimson']).toMatchObject({
        name: 'Scarlet',
        description: null,
        category: 'grip',
      }));
  });

  describe('AddOption', () => {
    const blue: OptionSeed = { ...crimson, optionId: 'grip-blue', name: 'Blue' };
    it('adds an option to its category', () =>
      spec
        .given(seeded)
        .when({ type: 'AddOption', option: blue })
        .then([{ type: 'CatalogOptionAdded', data: blue }]));
    it('refuses an id already taken', () =>
      spec
        .given(seeded)
        .when({ type: 'AddOption', option: { ...crimson, name: 'Other' } })
        .thenThrows(DomainError, (e) => {
          expect(e.code).toBe('catalog_item_exists');
          expect(e.details).toEqual({ name: ['An option with this name already exists'] });
        }));
    it('refuses the same name in the same category, whatever its case', () =>
      spec
        .given(seeded)
        .when({ type: 'AddOption', option: { ...blue, name: 'CRIMSON' } })
        .thenThrows(DomainError, (e) => expect(e.code).toBe('catalog_item_exists')));
    it('refuses a taken name among several options', () =>
      spec
        .given([...seeded, { type: 'CatalogOptionAdded', data: blue }])
        .when({ type: 'AddOption', option: { ...blue, optionId: 'grip-crimson-2', name: 'crimson' } })
        .thenThrows(DomainError, (e) => expect(e.code).toBe('catalog_item_exists')));
    it('allows the same name in another category', () => {
      const box = { ...blue, optionId: 'box-crimson', category: 'gift_box' as const, name: 'Crimson' };
      spec
        .given(seeded)
        .when({ type: 'AddOption', option: box })
        .then([{ type: 'CatalogOptionAdded', data: box }]);
    });
  });

  describe('SchedulePrice', () => {
    it('records a price from now when no time is given', () =>
      spec
        .given(seeded)
        .when(schedule(1100000))
        .then([scheduled(1100000, NOW)]));
    it('records a price from a later time', () =>
      spec
        .given(seeded)
        .when(schedule(1100000, LATER))
        .then([scheduled(1100000, LATER)]));
    it('records an option price too', () =>
      spec
        .given(seeded)
        .when(schedule(50000, LATER, 'option'))
        .then([scheduled(50000, LATER, 'option')]));
    it('takes a time equal to now', () =>
      spec
        .given(seeded)
        .when(schedule(1, NOW))
        .then([scheduled(1, NOW)]));
    it('refuses a time in the past', () =>
      spec
        .given(seeded)
        .when(schedule(1100000, '2026-11-26T09:59:59.999Z'))
        .thenThrows(ValidationFailed, (e) =>
          expect(e.details).toEqual({ effectiveAt: ['A price change can start now or later, not in the past'] }),
        ));
    it('refuses an unknown item of either kind', () => {
      spec
        .given([optionAdded])
        .when(schedule(1))
        .thenThrows(NotFound, (e) => expect(e.code).toBe('catalog_item_not_found'));
      spec
        .given([modelAdded])
        .when(schedule(1, undefined, 'option'))
        .thenThrows(NotFound, (e) => expect(e.code).toBe('catalog_item_not_found'));
    });
    it('records nothing when the price in force is asked for again with nothing scheduled', () =>
      spec.given(seeded).when(schedule(1050000)).thenNothingHappened());
    it('records the current price again when a change is still to come (it cancels that change)', () =>
      spec
        .given([...seeded, scheduled(1200000, LATER)])
        .when(schedule(1050000, NOW))
        .then([scheduled(1050000, NOW)]));
  });

  describe('SetAvailability', () => {
    const set = (available: boolean, kind: 'model' | 'option' = 'option'): CatalogCommand => ({
      type: 'SetAvailability',
      kind,
      id: kind === 'model' ? 'melody-c' : 'grip-crimson',
      available,
    });
    const changed = (available: boolean, kind: 'model' | 'option' = 'option'): CatalogEvent => ({
      type: 'CatalogAvailabilityChanged',
      data: { kind, id: kind === 'model' ? 'melody-c' : 'grip-crimson', available },
    });
    it('withdraws an option and a model', () => {
      spec
        .given(seeded)
        .when(set(false))
        .then([changed(false)]);
      spec
        .given(seeded)
        .when(set(false, 'model'))
        .then([changed(false, 'model')]);
    });
    it('offers a withdrawn one again', () =>
      spec
        .given([...seeded, changed(false)])
        .when(set(true))
        .then([changed(true)]));
    it('records nothing when the item already is so', () => {
      spec.given(seeded).when(set(true)).thenNothingHappened();
      spec
        .given([...seeded, changed(false, 'model')])
        .when(set(false, 'model'))
        .thenNothingHappened();
    });
    it('refuses an unknown item', () =>
      spec
        .given([])
        .when(set(false))
        .thenThrows(NotFound, (e) => expect(e.code).toBe('catalog_item_not_found')));
    it('the state and snapshot show it, the other items untouched', () => {
      const state = fold([...seeded, changed(false)]);
      expect(state.options['grip-crimson'].available).toBe(false);
      expect(state.models['melody-c'].available).toBe(true);
      const snapshot = snapshotAt(state, NOW);
      expect(snapshot.options.get('grip-crimson')?.available).toBe(false);
      expect(snapshot.models.get('melody-c')?.available).toBe(true);
      expect(snapshotAt(fold([...seeded, changed(false, 'model')]), NOW).models.get('melody-c')?.available).toBe(false);
    });
  });

  describe('prices over time (the price-history rule)', () => {
    const events = [...seeded, scheduled(1100000, LATER), scheduled(1200000, '2026-12-10T00:00:00.000Z')];
    it('the seed price holds until the first change, each change from its own moment', () => {
      const prices = fold(events).models['melody-c'].prices;
      expect(priceAt(prices, NOW)).toBe(1050000);
      expect(priceAt(prices, '2026-11-30T23:59:59.999Z')).toBe(1050000);
      expect(priceAt(prices, LATER)).toBe(1100000);
      expect(priceAt(prices, '2026-12-09T23:59:59.999Z')).toBe(1100000);
      expect(priceAt(prices, '2026-12-10T00:00:00.000Z')).toBe(1200000);
    });
    it('does not depend on the order changes were scheduled in', () => {
      const prices = fold([...seeded, scheduled(1200000, '2026-12-10T00:00:00.000Z'), scheduled(1100000, LATER)])
        .models['melody-c'].prices;
      expect(priceAt(prices, '2026-12-05T00:00:00.000Z')).toBe(1100000);
      expect(priceAt(prices, '2026-12-11T00:00:00.000Z')).toBe(1200000);
    });
    it('of two changes for the same moment, the later recorded wins', () => {
      const prices = fold([...seeded, scheduled(1100000, LATER), scheduled(990000, LATER)]).models['melody-c'].prices;
      expect(priceAt(prices, LATER)).toBe(990000);
    });
    it('with no price at all reads zero', () => expect(priceAt([], NOW)).toBe(0));
    it('names the next change still to come, the earliest one', () => {
      const prices = fold([...seeded, scheduled(1200000, '2026-12-10T00:00:00.000Z'), scheduled(1100000, LATER)])
        .models['melody-c'].prices;
      expect(nextPriceAfter(prices, NOW)).toEqual({ priceSatang: 1100000, effectiveAt: LATER });
      expect(nextPriceAfter(prices, LATER)).toEqual({ priceSatang: 1200000, effectiveAt: '2026-12-10T00:00:00.000Z' });
      expect(nextPriceAfter(prices, '2026-12-10T00:00:00.000Z')).toBeNull();
    });
    it('the snapshot gives the price in force at its moment, for models and options', () => {
      const state = fold([...events, scheduled(70000, LATER, 'option')]);
      expect(snapshotAt(state, NOW).models.get('melody-c')).toEqual({
        id: 'melody-c',
        name: 'Melody C',
        soundType: 'Deep',
        description: 'Warm',
        features: ['Milled'],
        basePriceSatang: 1050000,
        available: true,
      });
      expect(snapshotAt(state, LATER).models.get('melody-c')?.basePriceSatang).toBe(1100000);
      expect(snapshotAt(state, NOW).options.get('grip-crimson')).toEqual({
        id: 'grip-crimson',
        category: 'grip',
        name: 'Crimson',
        description: 'Red grip',
        priceSatang: 90000,
        available: true,
      });
      expect(snapshotAt(state, LATER).options.get('grip-crimson')?.priceSatang).toBe(70000);
    });
    it('an option change leaves the model prices alone and the other way round', () => {
      const state = fold([...seeded, scheduled(70000, NOW, 'option')]);
      expect(state.models['melody-c'].prices).toEqual([{ priceSatang: 1050000, effectiveAt: null }]);
      expect(fold([...seeded, scheduled(1, NOW)]).options['grip-crimson'].prices).toHaveLength(1);
    });
  });

  describe('the unexpected', () => {
    it('events about unknown items change nothing', () => {
      const state = fold(seeded);
      const strays: CatalogEventPayload[] = [
        { type: 'CatalogModelEdited', data: { modelId: 'x', name: 'x', description: 'x', features: [] } },
        { type: 'CatalogOptionEdited', data: { optionId: 'x', name: 'x', description: null } },
        { type: 'CatalogPriceScheduled', data: { kind: 'option', id: 'x', priceSatang: 1, effectiveAt: NOW } },
        { type: 'CatalogAvailabilityChanged', data: { kind: 'model', id: 'x', available: false } },
      ];
      for (const stray of strays) expect(catalogDecider.evolve(state, stray)).toEqual(state);
    });
    it('an unknown event or command stops instead of being skipped', () => {
      const state = catalogDecider.initialState();
      expect(state).toEqual({ models: {}, options: {} });
      expect(() => catalogDecider.evolve(state, { type: 'Nope', data: {} } as unknown as CatalogEvent)).toThrow(
        'Unhandled case',
      );
      expect(() => catalogDecider.decide({ type: 'Nope' } as unknown as CatalogCommand, state)).toThrow(
        'Unhandled case',
      );
    });
  });
});
