import {
  type LogoConfiguration,
  type PricedChoice,
  type PutterConfigurationView,
  satangToBaht,
} from '@sound-putter/contracts';
import type { CatalogSnapshot } from '../catalog';

export interface ConfigurationRow {
  id: string;
  model_id: string;
  handedness: 'right' | 'left';
  grip_id: string;
  shaft_id: string;
  shaft_color_id: string;
  length_id: string;
  lie_angle: string;
  logo_id: PutterConfigurationView['logoId'];
  logo_configurations: LogoConfiguration[];
  mill_option_id: string | null;
  face_mill_option_id: string;
  gift_box_id: string;
  total_price_satang: number;
  created_at: Date;
}

export const CONFIGURATION_COLUMNS = `id, model_id, handedness, grip_id, shaft_id, shaft_color_id, length_id, lie_angle::text AS lie_angle,
  logo_id, logo_configurations, mill_option_id, face_mill_option_id, gift_box_id, total_price_satang, created_at`;

/** The first text logo is what screens show as "logo text". */
export const logoTextOf = (entries: LogoConfiguration[]): string | null =>
  entries.find((e) => e.type === 'text' && e.content)?.content ?? null;

/** Names come from the live catalog; an option retired since keeps its id as its name. */
export const toConfigurationView = (row: ConfigurationRow, catalog: CatalogSnapshot): PutterConfigurationView => {
  const name = (id: string | null) => (id ? (catalog.options.get(id)?.name ?? id) : null);
  return {
    id: row.id,
    modelId: row.model_id,
    handedness: row.handedness,
    gripId: row.grip_id,
    shaftId: row.shaft_id,
    shaftColorId: row.shaft_color_id,
    lengthId: row.length_id,
    logoId: row.logo_id,
    logoConfigurations: row.logo_configurations,
    logoText: logoTextOf(row.logo_configurations),
    millOptionId: row.mill_option_id,
    faceMillOptionId: row.face_mill_option_id,
    giftBoxId: row.gift_box_id,
    lieAngle: row.lie_angle,
    totalPrice: satangToBaht(row.total_price_satang),
    createdAt: row.created_at.toISOString(),
    names: {
      model: catalog.models.get(row.model_id)?.name ?? row.model_id,
      grip: name(row.grip_id) as string,
      shaft: name(row.shaft_id) as string,
      shaftColor: name(row.shaft_color_id) as string,
      length: name(row.length_id) as string,
      logo: name(row.logo_id) as string,
      millOption: name(row.mill_option_id),
      faceMillOption: name(row.face_mill_option_id) as string,
      giftBox: name(row.gift_box_id) as string,
    },
    choices: pricedChoicesOf(row, catalog),
  };
};

/** The ids a configuration's price is made of, as its view names them. */
/** The catalog ids a configuration is made of, as its view names them. */
type ChosenIds = Pick<
  PutterConfigurationView,
  | 'modelId'
  | 'gripId'
  | 'shaftId'
  | 'shaftColorId'
  | 'lengthId'
  | 'logoId'
  | 'millOptionId'
  | 'faceMillOptionId'
  | 'giftBoxId'
>;

/** Every option a configuration holds (no finish chosen: none for it). */
export const optionIdsOf = (ids: Omit<ChosenIds, 'modelId'>): string[] =>
  [
    ids.gripId,
    ids.shaftId,
    ids.shaftColorId,
    ids.lengthId,
    ids.logoId,
    ids.millOptionId,
    ids.faceMillOptionId,
    ids.giftBoxId,
  ].filter((id): id is string => id !== null);

/**
 * What the configuration costs at `catalog`'s prices, summed as the decider summed it when the configuration was
 * recorded: the model's base price and every option but the shaft colour, which is always free. An item retired
 * since adds nothing. A cart line keeps the price it was added at; this is the price it would be added at now.
 */
export const priceInCatalogSatang = (ids: ChosenIds, catalog: CatalogSnapshot): number =>
  optionIdsOf(ids)
    .filter((id) => id !== ids.shaftColorId)
    .reduce(
      (sum, id) => sum + (catalog.options.get(id)?.priceSatang ?? 0),
      catalog.models.get(ids.modelId)?.basePriceSatang ?? 0,
    );

/**
 * Every choice of a configuration with the price it adds, from the live catalog (the same prices the configuration's
 * id was made from, so a repriced catalog gives the same choices a new configuration). Shaft colour and handedness
 * are always free; no finish is the free standard finish.
 */
export const pricedChoicesOf = (row: ConfigurationRow, catalog: CatalogSnapshot): PricedChoice[] => {
  const option = (choice: PricedChoice['choice'], id: string, free = false): PricedChoice => {
    const found = catalog.options.get(id);
    return { choice, name: found?.name ?? id, price: free || !found ? 0 : satangToBaht(found.priceSatang) };
  };
  const model = catalog.models.get(row.model_id);
  return [
    { choice: 'model', name: model?.name ?? row.model_id, price: model ? satangToBaht(model.basePriceSatang) : 0 },
    { choice: 'handedness', name: row.handedness === 'left' ? 'Left-handed' : 'Right-handed', price: 0 },
    option('grip', row.grip_id),
    option('shaft', row.shaft_id),
    option('shaftColor', row.shaft_color_id, true),
    option('length', row.length_id),
    option('faceMill', row.face_mill_option_id),
    row.mill_option_id ? option('finish', row.mill_option_id) : { choice: 'finish', name: 'Standard Finish', price: 0 },
    option('logo', row.logo_id),
    option('giftBox', row.gift_box_id),
  ];
};
