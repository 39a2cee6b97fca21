import type { LogoConfiguration, ShopLanguage } from '@sound-putter/contracts';

export interface PutterLabelInput {
  handedness: string;
  modelName?: string;
  gripName?: string;
  shaftColorName?: string;
  logos?: readonly LogoConfiguration[];
  /** The page's language; the names given are already in it (the catalog's Thai grip names begin with กริป). */
  language?: ShopLanguage;
}

/** The spoken description of a putter picture, the same for the 3-D view and the drawing. */
export const putterLabel = ({
  handedness,
  modelName,
  gripName,
  shaftColorName,
  logos = [],
  language = 'en',
}: PutterLabelInput): string => {
  const left = handedness === 'left';
  if (language === 'th')
    return `${modelName ?? 'พัตเตอร์'} สำหรับผู้ถนัด${left ? 'ซ้าย' : 'ขวา'} ${gripName ?? 'กริปมาตรฐาน'} ก้านสี${
      shaftColorName ?? 'เงิน'
    }${logos.length ? ` โลโก้ ${logos.length} จุด` : ''}`;
  return `${left ? 'Left' : 'Right'}-handed ${modelName ?? 'putter'} with ${gripName ?? 'standard'} grip and ${
    shaftColorName ?? 'silver'
  } shaft${logos.length ? `, ${logos.length} ${logos.length === 1 ? 'logo' : 'logos'}` : ''}`;
};
