import type {
  CatalogEventPayload,
  CatalogItemKind,
  CatalogModelAdded,
  CatalogOptionAdded,
  CustomizationCategory,
} from '@sound-putter/contracts';
import { assertNever, type Decider } from '../infrastructure/cqrs/decider';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import type { CatalogModel, CatalogOption, CatalogSnapshot } from './catalog';

export type CatalogEvent = CatalogEventPayload;

/** One price and the time it applies from (null: from the start, as seeded). */
export interface PriceEntry {
  priceSatang: number;
  effectiveAt: string | null;
}

interface ItemState {
  available: boolean;
  /** In the order they were recorded; `priceAt` picks the one in force. */
  prices: PriceEntry[];
}

export interface ModelState extends ItemState {
  id: string;
  name: string;
  soundType: string;
  description: string;
  features: string[];
}

export interface OptionState extends ItemState {
  id: string;
  category: CustomizationCategory;
  name: string;
  description: string | null;
}

/** The catalog as its stream says, in the order items were added (the shop's display order). */
export interface CatalogState {
  models: Record<string, ModelState>;
  options: Record<string, OptionState>;
}

export type ModelSeed = CatalogModelAdded['data'];
export type OptionSeed = CatalogOptionAdded['data'];

/** Adds what the seed file holds and the stream does not: run on every boot, it appends only new items. */
export interface SeedCatalog {
  type: 'SeedCatalog';
  models: ModelSeed[];
  options: OptionSeed[];
}

export interface EditModel {
  type: 'EditModel';
  modelId: string;
  name: string;
  description: string;
  features: string[];
}

export interface EditOption {
  type: 'EditOption';
  optionId: string;
  name: string;
  description: string | null;
}

export interface AddOption {
  type: 'AddOption';
  option: OptionSeed;
}

/**
 * A new price from `effectiveAt` (ISO UTC; absent: from `now`); a time before `now` is refused, history is not
 * rewritten.
 */
export interface SchedulePrice {
  type: 'SchedulePrice';
  kind: CatalogItemKind;
  id: string;
  priceSatang: number;
  effectiveAt?: string;
  now: string;
}

export interface SetAvailability {
  type: 'SetAvailability';
  kind: CatalogItemKind;
  id: string;
  available: boolean;
}

export type CatalogCommand = SeedCatalog | EditModel | EditOption | AddOption | SchedulePrice | SetAvailability;

export const initialState = (): CatalogState => ({ models: {}, options: {} });

const seedPrice = (priceSatang: number): PriceEntry[] => [{ priceSatang, effectiveAt: null }];

const withModel = (state: CatalogState, id: string, change: (m: ModelState) => ModelState): CatalogState =>
  state.models[id] ? { ...state, models: { ...state.models, [id]: change(state.models[id]) } } : state;

const withOption = (state: CatalogState, id: string, change: (o: OptionState) => OptionState): CatalogState =>
  state.options[id] ? { ...state, options: { ...state.options, [id]: change(state.options[id]) } } : state;

const withItem = (
  state: CatalogState,
  kind: CatalogItemKind,
  id: string,
  change: <T extends ItemState>(item: T) => T,
): CatalogState => (kind === 'model' ? withModel(state, id, change) : withOption(state, id, change));

export const evolve = (state: CatalogState, event: CatalogEvent): CatalogState => {
  switch (event.type) {
    case 'CatalogModelAdded': {
      const { modelId, basePriceSatang, ...rest } = event.data;
      const model = { id: modelId, ...rest, available: true, prices: seedPrice(basePriceSatang) };
      return { ...state, models: { ...state.models, [modelId]: model } };
    }
    case 'CatalogOptionAdded': {
      const { optionId, priceSatang, ...rest } = event.data;
      const option = { id: optionId, ...rest, available: true, prices: seedPrice(priceSatang) };
      return { ...state, options: { ...state.options, [optionId]: option } };
    }
    case 'CatalogModelEdited': {
      const { modelId, name, description, features } = event.data;
      return withModel(state, modelId, (m) => ({ ...m, name, description, features }));
    }
    case 'CatalogOptionEdited': {
      const { optionId, name, description } = event.data;
      return withOption(state, optionId, (o) => ({ ...o, name, description }));
    }
    case 'CatalogPriceScheduled': {
      const { kind, id, priceSatang, effectiveAt } = event.data;
      return withItem(state, kind, id, (item) => ({ ...item, prices: [...item.prices, { priceSatang, effectiveAt }] }));
    }
    case 'CatalogAvailabilityChanged': {
      const { kind, id, available } = event.data;
      return withItem(state, kind, id, (item) => ({ ...item, available }));
    }
    default:
      return assertNever(event);
  }
};

/** When a price starts, in ms; the seed price (null) before every other. */
const effectiveTime = (entry: PriceEntry): number =>
  entry.effectiveAt === null ? -Infinity : Date.parse(entry.effectiveAt);

/**
 * The price in force at `at`: of the entries effective at or before it, the one with the latest effective time;
 * of two with the same time, the one recorded last (so a second schedule for the same moment replaces the first).
 */
export const priceAt = (prices: readonly PriceEntry[], at: string): number => {
  let best: PriceEntry | null = null;
  const time = Date.parse(at);
  for (const entry of prices) {
    if (effectiveTime(entry) > time) continue;
    if (best === null || effectiveTime(entry) >= effectiveTime(best)) best = entry;
  }
  return best === null ? 0 : best.priceSatang;
};

/** The first change still to come after `at` (earliest effective time), or null. */
export const nextPriceAfter = (prices: readonly PriceEntry[], at: string): PriceEntry | null => {
  const time = Date.parse(at);
  const upcoming = prices.filter((p) => effectiveTime(p) > time);
  upcoming.sort((a, b) => effectiveTime(a) - effectiveTime(b));
  return upcoming[0] ?? null;
};

/** The catalog as configure, cart and the shop's lists read it at `at`: current prices, availability flagged. */
export const snapshotAt = (state: CatalogState, at: string): CatalogSnapshot => ({
  models: new Map(
    Object.values(state.models).map((m): [string, CatalogModel] => [
      m.id,
      {
        id: m.id,
        name: m.name,
        soundType: m.soundType,
        description: m.description,
        features: m.features,
        basePriceSatang: priceAt(m.prices, at),
        available: m.available,
      },
    ]),
  ),
  options: new Map(
    Object.values(state.options).map((o): [string, CatalogOption] => [
      o.id,
      {
        id: o.id,
        category: o.category,
        name: o.name,
        description: o.description,
        priceSatang: priceAt(o.prices, at),
        available: o.available,
      },
    ]),
  ),
});

const seedCatalog = (command: SeedCatalog, state: CatalogState): CatalogEvent[] => [
  ...command.models
    .filter((m) => !state.models[m.modelId])
    .map((data): CatalogEvent => ({ type: 'CatalogModelAdded', data })),
  ...command.options
    .filter((o) => !state.options[o.optionId])
    .map((data): CatalogEvent => ({ type: 'CatalogOptionAdded', data })),
];

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

const editModel = (command: EditModel, state: CatalogState): CatalogEvent[] => {
  const model = state.models[command.modelId];
  if (!model) throw new NotFound('catalog_item_not_found');
  const { modelId, name, description, features } = command;
  if (model.name === name && model.description === description && sameList(model.features, features)) return [];
  return [{ type: 'CatalogModelEdited', data: { modelId, name, description, features } }];
};

const editOption = (command: EditOption, state: CatalogState): CatalogEvent[] => {
  const option = state.options[command.optionId];
  if (!option) throw new NotFound('catalog_item_not_found');
  const { optionId, name, description } = command;
  if (option.name === name && option.description === description) return [];
  return [{ type: 'CatalogOptionEdited', data: { optionId, name, description } }];
};

const addOption = ({ option }: AddOption, state: CatalogState): CatalogEvent[] => {
  const sameName = (o: OptionState) =>
    o.category === option.category && o.name.toLowerCase() === option.name.toLowerCase();
  if (state.options[option.optionId] || Object.values(state.options).some(sameName)) {
    throw new DomainError('catalog_item_exists', undefined, { name: ['An option with this name already exists'] });
  }
  return [{ type: 'CatalogOptionAdded', data: option }];
};

const itemOf = (state: CatalogState, kind: CatalogItemKind, id: string): ModelState | OptionState => {
  const item = kind === 'model' ? state.models[id] : state.options[id];
  if (!item) throw new NotFound('catalog_item_not_found');
  return item;
};

/**
 * The item a price change from `effectiveAt` would apply to: refused when there is no such item or the time is
 * past. The back office's preview asks the same question before anything is published.
 */
export const priceChangeTarget = (
  state: CatalogState,
  kind: CatalogItemKind,
  id: string,
  effectiveAt: string,
  now: string,
): ModelState | OptionState => {
  const item = itemOf(state, kind, id);
  if (Date.parse(effectiveAt) < Date.parse(now)) {
    throw new ValidationFailed({ effectiveAt: ['A price change can start now or later, not in the past'] });
  }
  return item;
};

const schedulePrice = (command: SchedulePrice, state: CatalogState): CatalogEvent[] => {
  const { kind, id, priceSatang, now } = command;
  const effectiveAt = command.effectiveAt ?? now;
  const item = priceChangeTarget(state, kind, id, effectiveAt, now);
  // Scheduling the price already in force at that moment, with nothing else to come, changes nothing.
  if (priceAt(item.prices, effectiveAt) === priceSatang && nextPriceAfter(item.prices, effectiveAt) === null) return [];
  return [{ type: 'CatalogPriceScheduled', data: { kind, id, priceSatang, effectiveAt } }];
};

const setAvailability = (command: SetAvailability, state: CatalogState): CatalogEvent[] => {
  const { kind, id, available } = command;
  if (itemOf(state, kind, id).available === available) return [];
  return [{ type: 'CatalogAvailabilityChanged', data: { kind, id, available } }];
};

export const decide = (command: CatalogCommand, state: CatalogState): CatalogEvent[] => {
  switch (command.type) {
    case 'SeedCatalog':
      return seedCatalog(command, state);
    case 'EditModel':
      return editModel(command, state);
    case 'EditOption':
      return editOption(command, state);
    case 'AddOption':
      return addOption(command, state);
    case 'SchedulePrice':
      return schedulePrice(command, state);
    case 'SetAvailability':
      return setAvailability(command, state);
    default:
      return assertNever(command);
  }
};

export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = { decide, evolve, initialState };
