import { createHash } from 'node:crypto';
import type { CatalogSnapshot } from '../catalog';
import type { PutterChoices } from './configuration.decider';

const CHOICE_FIELDS = [
  'modelId',
  'handedness',
  'gripId',
  'shaftId',
  'shaftColorId',
  'lengthId',
  'logoId',
  'millOptionId',
  'faceMillOptionId',
  'giftBoxId',
] as const;

/** The catalog's prices take part in the id, so a repriced catalog gives the same choices a new configuration. */
const catalogPrices = (catalog: CatalogSnapshot): string[] => [
  ...[...catalog.models.values()].map((m) => `${m.id}=${m.basePriceSatang}`),
  ...[...catalog.options.values()].map((o) => `${o.id}=${o.priceSatang}`),
];

/**
 * The configuration's id from its content: the same choices against the same catalog prices always give the same
 * id (a UUID in the RFC 9562 "custom" version 8 layout), so configuring them again finds the recorded stream and
 * appends nothing. Empty values count as absent, as the decider reads them.
 */
export const configurationIdFor = (choices: PutterChoices, catalog: CatalogSnapshot): string => {
  const fields = CHOICE_FIELDS.map((field) => [field, (choices[field] as string | undefined) || null]);
  const logos = (choices.logoConfigurations ?? []).map((e) => [
    e.position,
    e.type,
    e.content?.trim() ?? '',
    e.file || null,
  ]);
  const digest = createHash('sha256')
    .update(JSON.stringify([fields, logos, catalogPrices(catalog)]))
    .digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
