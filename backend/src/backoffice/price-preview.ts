import { createHash } from 'node:crypto';
import {
  type CatalogItemKind,
  type CatalogPricePreview,
  type CatalogPricePreviewLine,
  satangToDecimalString,
} from '@sound-putter/contracts';
import { isAccountCart, type OpenCartLine } from '../cart';
import type { CatalogSnapshot } from '../catalog';
import type { ConfigurationSummary } from '../configurations';
import { optionIdsOf, priceInCatalogSatang } from '../configurations';

/** The preview lists this many lines; the counts cover every line. */
export const PREVIEW_LINES = 50;

/** A cart's id names its owner (an account or a browser session): the preview shows a digest that only tells carts apart. */
const cartReference = (cartId: string): string => createHash('sha256').update(cartId).digest('hex').slice(0, 8);

const holds = (summary: ConfigurationSummary, kind: CatalogItemKind, id: string): boolean =>
  kind === 'model' ? summary.modelId === id : optionIdsOf(summary).includes(id);

/** `catalog` with one item at another price. */
const repriced = (
  catalog: CatalogSnapshot,
  kind: CatalogItemKind,
  id: string,
  priceSatang: number,
): CatalogSnapshot => {
  if (kind === 'model') {
    const model = catalog.models.get(id);
    if (!model) return catalog;
    return { ...catalog, models: new Map(catalog.models).set(id, { ...model, basePriceSatang: priceSatang }) };
  }
  const option = catalog.options.get(id);
  if (!option) return catalog;
  return { ...catalog, options: new Map(catalog.options).set(id, { ...option, priceSatang }) };
};

export interface PricePreviewInput {
  kind: CatalogItemKind;
  id: string;
  name: string;
  priceSatang: number;
  newPriceSatang: number;
  effectiveAt: string;
  /** The catalog as it will stand at `effectiveAt` without this change (other scheduled prices applied). */
  catalogThen: CatalogSnapshot;
  lines: readonly OpenCartLine[];
  /** The open lines were more than were read: the counts cover the ones read. */
  linesCut: boolean;
  configurations: readonly ConfigurationSummary[];
}

/**
 * Which open cart lines hold the item, each with the price it keeps and what the same putter would cost once the
 * new price applies. Nothing is changed: lines keep their price until re-added (the price-history rule).
 */
export const pricePreview = (input: PricePreviewInput): CatalogPricePreview => {
  const { kind, id, newPriceSatang, lines } = input;
  const byId = new Map(input.configurations.map((c) => [c.id, c]));
  const after = repriced(input.catalogThen, kind, id, newPriceSatang);
  const touched = lines.flatMap((line): CatalogPricePreviewLine[] => {
    const summary = byId.get(line.configurationId);
    if (!summary || !holds(summary, kind, id)) return [];
    return [
      {
        cart: cartReference(line.cartId),
        owner: isAccountCart(line.cartId) ? 'customer' : 'guest',
        model: summary.names.model,
        quantity: line.quantity,
        heldUnitPrice: satangToDecimalString(line.unitPriceSatang),
        unitPriceAfter: satangToDecimalString(priceInCatalogSatang(summary, after)),
        lastChangedAt: line.updatedAt,
      },
    ];
  });
  return {
    kind,
    id,
    name: input.name,
    price: satangToDecimalString(input.priceSatang),
    newPrice: satangToDecimalString(newPriceSatang),
    effectiveAt: input.effectiveAt,
    carts: new Set(touched.map((l) => l.cart)).size,
    units: touched.reduce((sum, l) => sum + l.quantity, 0),
    lines: touched.slice(0, PREVIEW_LINES),
    truncated: touched.length > PREVIEW_LINES || input.linesCut,
  };
};
