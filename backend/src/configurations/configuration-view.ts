import { type LogoConfiguration, type PutterConfigurationView, satangToBaht } from '@sound-putter/contracts';
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
  };
};
