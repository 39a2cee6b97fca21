import { defineTexts, type LogoConfiguration, type ShopLanguage } from '@sound-putter/contracts';

export interface PutterLabelInput {
  handedness: string;
  modelName?: string;
  gripName?: string;
  shaftColorName?: string;
  logos?: readonly LogoConfiguration[];
  /** The page's language; the names given are already in it (the catalog's Thai grip names begin with กริป). */
  language?: ShopLanguage;
}

interface PutterLabelParts {
  left: boolean;
  modelName?: string;
  gripName?: string;
  shaftColorName?: string;
  logoCount: number;
}

const labelTexts = defineTexts({
  en: {
    label: ({ left, modelName, gripName, shaftColorName, logoCount }: PutterLabelParts) =>
      `${left ? 'Left' : 'Right'}-handed ${modelName ?? 'putter'} with ${gripName ?? 'standard'} grip and ${
        shaftColorName ?? 'silver'
      } shaft${logoCount ? `, ${logoCount} ${logoCount === 1 ? 'logo' : 'logos'}` : ''}`,
  },
  th: {
    label: ({ left, modelName, gripName, shaftColorName, logoCount }: PutterLabelParts) =>
      `${modelName ?? 'พัตเตอร์'} สำหรับผู้ถนัด${left ? 'ซ้าย' : 'ขวา'} ${gripName ?? 'กริปมาตรฐาน'} ก้านสี${
        shaftColorName ?? 'เงิน'
      }${logoCount ? ` โลโก้ ${logoCount} จุด` : ''}`,
  },
});

/** The spoken description of a putter picture, the same for the 3-D view and the drawing. */
export const putterLabel = ({
  handedness,
  modelName,
  gripName,
  shaftColorName,
  logos = [],
  language = 'en',
}: PutterLabelInput): string =>
  labelTexts[language].label({
    left: handedness === 'left',
    modelName,
    gripName,
    shaftColorName,
    logoCount: logos.length,
  });
