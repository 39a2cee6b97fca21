import { predefinedLogos, type LogoConfiguration } from '@sound-putter/contracts';
import type { PutterLookInput } from '@sound-putter/contracts';
import { formatBaht, formatOptionPrice } from '../../lib/format';
import type { ConfigurationState } from '../../store';
import type { ConfiguratorData } from './use-configurator-data';

export interface SummaryRow {
  label: string;
  value: string;
  /** The line's price as shown ("฿10,500", "+฿1,500", "Free"); absent for choices that never cost. */
  price?: string;
  /** Predefined logos on this line, for their artwork. */
  logoKeys?: string[];
}

type Option = { id: string; name: string; price: string };
const find = <T extends { id: string }>(list: readonly T[], id: string) => list.find((o) => o.id === id);

export const logoEntryLabel = (entry: LogoConfiguration) =>
  `${entry.position === 'face' ? 'Face' : 'Sole'}: ${
    entry.type === 'text'
      ? `"${entry.content ?? ''}"`
      : (predefinedLogos.find((l) => l.key === entry.content)?.name ?? entry.content ?? '')
  }`;

const optionRow = (label: string, option: Option | undefined): SummaryRow => ({
  label,
  value: option?.name ?? '—',
  price: option ? formatOptionPrice(option.price) : undefined,
});

/**
 * One line per choice of the configuration, with the price each adds, so the shopper can check the total line by
 * line: every option that changes the price is here (face mill, finish, gift box, each logo and its position).
 */
export const summaryRows = (data: ConfiguratorData, c: ConfigurationState): SummaryRow[] => {
  const model = find(data.models, c.modelId);
  const logoOption = find(data.logos, c.logoId);
  const finish = c.millOptionId ? find(data.mills, c.millOptionId) : undefined;
  return [
    { label: 'Model', value: model?.name ?? '—', price: model ? formatBaht(Number(model.basePrice)) : undefined },
    { label: 'Handedness', value: c.handedness === 'left' ? 'Left-handed' : 'Right-handed' },
    optionRow('Grip', find(data.grips, c.gripId)),
    optionRow('Shaft', find(data.shafts, c.shaftId)),
    { label: 'Shaft color', value: find(data.shaftColors, c.shaftColorId)?.name ?? '—' },
    optionRow('Length', find(data.lengths, c.lengthId)),
    optionRow('Face mill', find(data.faceMills, c.faceMillOptionId)),
    finish ? optionRow('Finish', finish) : { label: 'Finish', value: 'Standard Finish', price: 'Free' },
    {
      label: 'Logo',
      value: c.logoConfigurations.length
        ? `${logoOption?.name ?? 'Logo'}: ${c.logoConfigurations.map(logoEntryLabel).join(', ')}`
        : c.logoId === 'logo-none'
          ? 'No Logo'
          : `${logoOption?.name ?? 'Custom Logo'} (details needed)`,
      price: logoOption ? formatOptionPrice(logoOption.price) : undefined,
      logoKeys: c.logoConfigurations.filter((l) => l.type === 'logo' && l.content).map((l) => l.content as string),
    },
    optionRow('Gift box', find(data.giftBoxes, c.giftBoxId)),
  ];
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
