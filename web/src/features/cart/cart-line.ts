import {
  configurationChoiceLabels,
  predefinedLogos,
  type CartItemView,
  type ShopLanguage,
  type ConfigurationChoice,
  type LogoConfiguration,
  type PricedChoice,
  type PutterConfigurationView,
} from '@sound-putter/contracts';
import type { PutterLookInput } from '@sound-putter/contracts';
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

/** What a line's rows are made from: a cart line's or an ordered configuration's choices and engravings. */
export interface PricedLine {
  choices: readonly PricedChoice[];
  logos: readonly LogoConfiguration[];
}

/** How the rows are worded: the shop's English, or the order pages' Thai. */
export interface LineWording {
  labels: Record<ConfigurationChoice, string>;
  /** The model's row is its base price; the line's heading already names the model. */
  baseLabel: string;
  logoLabel: (logo: LogoConfiguration) => string;
  /** A choice's display name (Thai names the hand and the catalog's options in Thai). */
  nameOf?: (choice: PricedChoice) => string;
  /** "Free" or "ฟรี". */
  language?: ShopLanguage;
}

export const englishWording: LineWording = {
  labels: configurationChoiceLabels.en,
  baseLabel: 'Base price',
  logoLabel: logoEntryLabel,
};

const logoName = (key: string | undefined) => predefinedLogos.find((l) => l.key === key)?.name ?? key ?? '';
const thaiPositions: Record<string, string> = { face: 'หน้าไม้', sole: 'พื้นไม้' };

/**
 * The rows' wording in a language. `catalogName` gives an option's name in that language from its English name
 * (useCatalogNames); a line without a finish shows the free standard finish.
 */
export const lineWording = (
  language: ShopLanguage,
  catalogName: (englishName: string) => string = (name) => name,
  standardFinish = false,
): LineWording => {
  if (language === 'en') return englishWording;
  const nameOf = (choice: PricedChoice): string => {
    if (choice.choice === 'handedness') return choice.name.startsWith('Left') ? 'ถนัดซ้าย' : 'ถนัดขวา';
    if (choice.choice === 'finish' && standardFinish) return 'ผิวมาตรฐาน';
    return catalogName(choice.name);
  };
  return {
    labels: configurationChoiceLabels.th,
    baseLabel: 'ราคาพื้นฐาน',
    logoLabel: (logo: LogoConfiguration) =>
      `${thaiPositions[logo.position] ?? logo.position}: ${
        logo.type === 'text' ? `ข้อความ "${logo.content ?? ''}"` : logoName(logo.content)
      }`,
    nameOf,
    language,
  };
};

const alwaysFree = new Set<ConfigurationChoice>(['handedness', 'shaftColor']);

/** Every choice of a line with the price it adds, so the line's price can be checked line by line. */
export const lineRows = ({ choices, logos }: PricedLine, wording: LineWording = englishWording): CartLineRow[] =>
  choices.map((choice) => ({
    label: choice.choice === 'model' ? wording.baseLabel : wording.labels[choice.choice],
    value: choice.choice === 'model' ? '' : (wording.nameOf?.(choice) ?? choice.name),
    price:
      choice.choice === 'model'
        ? formatBaht(choice.price)
        : alwaysFree.has(choice.choice)
          ? undefined
          : formatOptionPrice(choice.price, wording.language),
    logos:
      choice.choice === 'logo' && logos.length
        ? logos.map((logo) => ({ ...logo, label: wording.logoLabel(logo) }))
        : undefined,
  }));

export const cartLineRows = (item: CartItemView, wording: LineWording = englishWording): CartLineRow[] =>
  lineRows({ choices: item.configuration.choices, logos: item.configuration.logos }, wording);

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

/** The same for an ordered configuration. */
export const lookInputOfConfiguration = (c: PutterConfigurationView): PutterLookInput => ({
  handedness: c.handedness,
  modelId: c.modelId,
  modelName: c.names.model,
  gripName: c.names.grip,
  shaftName: c.names.shaft,
  shaftColorName: c.names.shaftColor,
  lengthName: c.names.length,
  faceMillName: c.names.faceMillOption,
  finishName: c.names.millOption ?? undefined,
  logos: c.logoConfigurations,
});
