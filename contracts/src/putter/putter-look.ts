import type { Handedness, LogoConfiguration, PutterConfigurationView } from '../catalog';
import { swatchFor } from './swatches';

/**
 * Everything the drawings need to know about a configured putter, read from the option names the catalog gives
 * (the same names the shopper sees). Both the 3-D scene and the 2-D drawing are drawn from this one description,
 * so they cannot disagree about what a chosen option looks like.
 */
export type HeadShape = 'mallet' | 'blade';
export type MillPattern = 'fly-cut' | 'diamond' | 'deep-groove' | 'honeycomb';
export type FinishKind = 'milled' | 'satin-chrome' | 'black-pvd' | 'raw-carbon';
export type ShaftKind = 'steel' | 'counterbalanced' | 'carbon';
export type GripMaterial = 'rubber' | 'leather';

export interface PutterLookInput {
  handedness: Handedness;
  modelId?: string;
  modelName?: string;
  gripName?: string;
  shaftName?: string;
  shaftColorName?: string;
  lengthName?: string;
  faceMillName?: string;
  finishName?: string;
  logos?: readonly LogoConfiguration[];
}

export interface PutterLook {
  handedness: Handedness;
  head: HeadShape;
  mill: MillPattern;
  finish: FinishKind;
  shaft: ShaftKind;
  shaftColour: string;
  /** Playing length in inches (32–35); the drawings scale the shaft by it. */
  lengthInches: number;
  gripColour: string;
  gripMaterial: GripMaterial;
  /** 1 for a standard grip, more for midsize and oversize. */
  gripThickness: number;
  faceLogo?: LogoConfiguration;
  soleLogo?: LogoConfiguration;
}

export interface FinishAppearance {
  colour: string;
  metalness: number;
  roughness: number;
}

/** How each finish looks as a metal: satin chrome is bright and soft, PVD black nearly black, raw carbon warm grey. */
export const finishAppearance: Record<FinishKind, FinishAppearance> = {
  milled: { colour: '#b9bec6', metalness: 1, roughness: 0.32 },
  'satin-chrome': { colour: '#e4e8ee', metalness: 1, roughness: 0.2 },
  'black-pvd': { colour: '#26272b', metalness: 0.85, roughness: 0.38 },
  'raw-carbon': { colour: '#6d655d', metalness: 0.9, roughness: 0.58 },
};

const has = (name: string | undefined, pattern: RegExp) => pattern.test((name ?? '').toLowerCase());

const headFor = (input: PutterLookInput): HeadShape =>
  has(input.modelId, /melody-d/) || has(input.modelName, /melody d/) ? 'blade' : 'mallet';

const millFor = (name?: string): MillPattern =>
  has(name, /diamond/)
    ? 'diamond'
    : has(name, /groove/)
      ? 'deep-groove'
      : has(name, /honeycomb/)
        ? 'honeycomb'
        : 'fly-cut';

const finishFor = (name?: string): FinishKind =>
  has(name, /pvd|black/)
    ? 'black-pvd'
    : has(name, /chrome|satin/)
      ? 'satin-chrome'
      : has(name, /carbon|raw/)
        ? 'raw-carbon'
        : 'milled';

const shaftFor = (name?: string): ShaftKind =>
  has(name, /carbon/) ? 'carbon' : has(name, /counter/) ? 'counterbalanced' : 'steel';

const lengthFor = (name?: string): number => {
  const inches = Number.parseInt((name ?? '').replace(/[^0-9]/g, ''), 10);
  return Number.isFinite(inches) && inches >= 28 && inches <= 40 ? inches : 35;
};

export const putterLook = (input: PutterLookInput): PutterLook => ({
  handedness: input.handedness,
  head: headFor(input),
  mill: millFor(input.faceMillName),
  finish: finishFor(input.finishName),
  shaft: shaftFor(input.shaftName),
  shaftColour: swatchFor(input.shaftColorName ?? 'silver'),
  lengthInches: lengthFor(input.lengthName),
  gripColour: swatchFor(input.gripName),
  gripMaterial: has(input.gripName, /leather/) ? 'leather' : 'rubber',
  gripThickness: has(input.gripName, /oversize/) ? 1.35 : has(input.gripName, /midsize/) ? 1.15 : 1,
  faceLogo: input.logos?.find((l) => l.position === 'face'),
  soleLogo: input.logos?.find((l) => l.position === 'sole'),
});

/** A stable key of what the picture shows, so a renderer redraws only when something visible changed. */
export const lookKey = (look: PutterLook): string => JSON.stringify(look);

/** What a stored configuration's picture needs, by the option names the shopper saw. */
export const lookInputOfConfiguration = (c: PutterConfigurationView): PutterLookInput => ({
  handedness: c.handedness === 'left' ? 'left' : 'right',
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
