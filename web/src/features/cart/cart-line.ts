import type { CartItemView, ConfigurationChoice, LogoConfiguration } from '@sound-putter/contracts';
import type { PutterLookInput } from '../../components/putter/putter-look';
import { formatBaht, formatOptionPrice } from '../../lib/format';
import { logoEntryLabel } from '../configurator/configuration-summary';

export interface CartLineRow {
  label: string;
  value: string;
  /** "฿10,500" for the model, "+฿2,500" or "Free" for an option; none for choices that never cost. */
  price?: string;
  /** The engravings with their positions, for the logo line. */
  logos?: Array<LogoConfiguration & { label: string }>;
}

const labels: Record<ConfigurationChoice, string> = {
  model: 'Model',
  handedness: 'Hand',
  grip: 'Grip',
  shaft: 'Shaft',
  shaftColor: 'Shaft color',
  length: 'Length',
  faceMill: 'Face mill',
  finish: 'Finish',
  logo: 'Logo',
  giftBox: 'Gift box',
};

const alwaysFree = new Set<ConfigurationChoice>(['handedness', 'shaftColor']);

/** Every choice of a cart line with the price it adds, so the line's price can be checked line by line. */
export const cartLineRows = (item: CartItemView): CartLineRow[] => {
  const c = item.configuration;
  return c.choices.map(({ choice, name, price }) => ({
    // The line's heading already names the model: its row is the base price.
    label: choice === 'model' ? 'Base price' : labels[choice],
    value: choice === 'model' ? '' : name,
    price: choice === 'model' ? formatBaht(price) : alwaysFree.has(choice) ? undefined : formatOptionPrice(price),
    logos:
      choice === 'logo' && c.logos.length
        ? c.logos.map((logo) => ({ ...logo, label: logoEntryLabel(logo) }))
        : undefined,
  }));
};

/** What the line's putter picture needs, by the option names the shopper saw. */
export const lookInputOf = (item: CartItemView): PutterLookInput => {
  const c = item.configuration;
  return {
    handedness: c.handedness === 'left' ? 'left' : 'right',
    modelId: c.model.id,
    modelName: c.model.name,
    gripName: c.grip.name,
    shaftName: c.shaft.name,
    shaftColorName: c.shaftColor.name,
    lengthName: c.length.name,
    faceMillName: c.faceMill.name,
    finishName: c.finish?.name,
    logos: c.logos,
  };
};
