import type { LogoConfiguration } from '@sound-putter/contracts';

/** The spoken description of a putter picture, the same for the 3-D view and the drawing. */
export const putterLabel = ({
  handedness,
  modelName,
  gripName,
  shaftColorName,
  logos = [],
}: {
  handedness: string;
  modelName?: string;
  gripName?: string;
  shaftColorName?: string;
  logos?: readonly LogoConfiguration[];
}) =>
  `${handedness === 'left' ? 'Left' : 'Right'}-handed ${modelName ?? 'putter'} with ${gripName ?? 'standard'} grip and ${
    shaftColorName ?? 'silver'
  } shaft${logos.length ? `, ${logos.length} ${logos.length === 1 ? 'logo' : 'logos'}` : ''}`;
