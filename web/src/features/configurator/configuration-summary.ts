import {
  configurationChoiceLabels,
  defineTexts,
  type LogoConfiguration,
  predefinedLogos,
  type PutterLookInput,
  type ShopLanguage,
} from '@sound-putter/contracts';
import { formatBaht, formatOptionPrice } from '../../lib/format';
import type { ConfigurationState } from '../../store';
import type { ConfiguratorData } from './use-configurator-data';
import { localName } from './local-names';
import { putterLabel } from '../../components/putter/putter-label';

export interface SummaryRow {
  label: string;
  value: string;
  /** The line's price as shown ("฿10,500", "+฿1,500", "Free"); absent for choices that never cost. */
  price?: string;
  /** Predefined logos on this line, for their artwork. */
  logoKeys?: string[];
}

type Option = { id: string; name: string; nameTh?: string; price: string };
const find = <T extends { id: string }>(list: readonly T[], id: string) => list.find((o) => o.id === id);

const positionNames = defineTexts({ en: { face: 'Face', sole: 'Sole' }, th: { face: 'หน้าไม้', sole: 'พื้นไม้' } });

export const logoEntryLabel = (entry: LogoConfiguration, language: ShopLanguage = 'en') =>
  `${positionNames[language][entry.position === 'face' ? 'face' : 'sole']}: ${
    entry.type === 'text'
      ? `"${entry.content ?? ''}"`
      : (predefinedLogos.find((l) => l.key === entry.content)?.name ?? entry.content ?? '')
  }`;

const optionRow = (label: string, option: Option | undefined, language: ShopLanguage): SummaryRow => ({
  label,
  value: option ? localName(option, language) : '—',
  price: option ? formatOptionPrice(option.price, language) : undefined,
});

const summaryWords = defineTexts({
  en: {
    left: 'Left-handed',
    right: 'Right-handed',
    standardFinish: 'Standard Finish',
    logo: 'Logo',
    noLogo: 'No Logo',
    customLogo: 'Custom Logo',
    detailsNeeded: '(details needed)',
  },
  th: {
    left: 'ถนัดซ้าย',
    right: 'ถนัดขวา',
    standardFinish: 'ผิวมาตรฐาน',
    logo: 'โลโก้',
    noLogo: 'ไม่มีโลโก้',
    customLogo: 'โลโก้ตามสั่ง',
    detailsNeeded: '(ยังต้องระบุรายละเอียด)',
  },
});

/**
 * One line per choice of the configuration, with the price each adds, so the shopper can check the total line by
 * line: every option that changes the price is here (face mill, finish, gift box, each logo and its position).
 */
export const summaryRows = (
  data: ConfiguratorData,
  c: ConfigurationState,
  language: ShopLanguage = 'en',
): SummaryRow[] => {
  const labels = configurationChoiceLabels[language];
  const w = summaryWords[language];
  const model = find(data.models, c.modelId);
  const logoOption = find(data.logos, c.logoId);
  const finish = c.millOptionId ? find(data.mills, c.millOptionId) : undefined;
  return [
    {
      label: labels.model,
      value: model ? localName(model, language) : '—',
      price: model ? formatBaht(Number(model.basePrice)) : undefined,
    },
    { label: labels.handedness, value: c.handedness === 'left' ? w.left : w.right },
    optionRow(labels.grip, find(data.grips, c.gripId), language),
    optionRow(labels.shaft, find(data.shafts, c.shaftId), language),
    {
      label: labels.shaftColor,
      value: ((o) => (o ? localName(o, language) : '—'))(find(data.shaftColors, c.shaftColorId)),
    },
    optionRow(labels.length, find(data.lengths, c.lengthId), language),
    optionRow(labels.faceMill, find(data.faceMills, c.faceMillOptionId), language),
    finish
      ? optionRow(labels.finish, finish, language)
      : { label: labels.finish, value: w.standardFinish, price: formatOptionPrice(0, language) },
    {
      label: labels.logo,
      value: c.logoConfigurations.length
        ? `${logoOption ? localName(logoOption, language) : w.logo}: ${c.logoConfigurations
            .map((entry) => logoEntryLabel(entry, language))
            .join(', ')}`
        : c.logoId === 'logo-none'
          ? w.noLogo
          : `${logoOption ? localName(logoOption, language) : w.customLogo} ${w.detailsNeeded}`,
      price: logoOption ? formatOptionPrice(logoOption.price, language) : undefined,
      logoKeys: c.logoConfigurations.filter((l) => l.type === 'logo' && l.content).map((l) => l.content as string),
    },
    optionRow(labels.giftBox, find(data.giftBoxes, c.giftBoxId), language),
  ];
};

/**
 * The putter picture's spoken description in the page's language. The picture itself is drawn from the English
 * names (`lookInput`: its materials and colours are read from them).
 */
export const pictureLabel = (
  data: ConfiguratorData,
  c: ConfigurationState,
  language: ShopLanguage,
  logos: readonly LogoConfiguration[] = c.logoConfigurations,
): string => {
  const named = (list: ReadonlyArray<{ id: string; name: string; nameTh?: string }>, id: string) => {
    const item = find(list, id);
    return item ? localName(item, language) : undefined;
  };
  return putterLabel({
    handedness: c.handedness,
    modelName: named(data.models, c.modelId),
    gripName: named(data.grips, c.gripId),
    shaftColorName: named(data.shaftColors, c.shaftColorId),
    logos,
    language,
  });
};

/** What the putter picture needs, by the option names the shopper sees. */
export const lookInput = (
  data: ConfiguratorData,
  c: ConfigurationState,
  logos: readonly LogoConfiguration[] = c.logoConfigurations,
): PutterLookInput => ({
  handedness: c.handedness,
  modelId: c.modelId,
  modelName: find(data.models, c.modelId)?.name,
  gripName: find(data.grips, c.gripId)?.name,
  shaftName: find(data.shafts, c.shaftId)?.name,
  shaftColorName: find(data.shaftColors, c.shaftColorId)?.name,
  lengthName: find(data.lengths, c.lengthId)?.name,
  faceMillName: find(data.faceMills, c.faceMillOptionId)?.name,
  finishName: c.millOptionId ? find(data.mills, c.millOptionId)?.name : undefined,
  logos,
});
