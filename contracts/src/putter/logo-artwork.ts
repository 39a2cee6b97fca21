import type { PredefinedLogoKey } from '../catalog';

/**
 * The predefined logos as vector artwork on a 64×64 grid, one colour each so they engrave: every part is either
 * filled (even-odd, so holes stay open) or stroked. The SVG component and the 3-D engraving draw the same data.
 */
export interface LogoPart {
  d: string;
  stroke?: number;
}

export const LOGO_VIEWBOX = 64;

export const logoArtwork: Record<PredefinedLogoKey, readonly LogoPart[]> = {
  'eagle-emblem': [
    { d: 'M32 5a27 27 0 1 0 0.01 0', stroke: 3 },
    {
      d: 'M32 24C26 15 15 13 8 19c7 0 12 3 15 8l9 10 9-10c3-5 8-8 15-8-7-6-18-4-24 5Z M28 37l4 13 4-13-4 3Z',
    },
    { d: 'M29 20a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z' },
  ],
  'golf-classic': [
    {
      d: 'M32 10a14 14 0 1 0 0.01 0Z M27 18a2 2 0 1 0 0.01 0Z M37 18a2 2 0 1 0 0.01 0Z M32 24a2 2 0 1 0 0.01 0Z M25 27a2 2 0 1 0 0.01 0Z M39 27a2 2 0 1 0 0.01 0Z M32 32a2 2 0 1 0 0.01 0Z',
    },
    { d: 'M24 40h16l-5 5v13h-6V45Z' },
    { d: 'M8 58h48', stroke: 3 },
  ],
  'crown-royal': [
    { d: 'M12 44 8 18l14 13 10-19 10 19 14-13-4 26Z M27 36a5 5 0 1 0 10 0a5 5 0 1 0-10 0Z' },
    { d: 'M11 48h42v7H11Z' },
    { d: 'M5 15a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z M29 9a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z M53 15a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z' },
  ],
  'ace-symbol': [
    {
      d: 'M32 6C25 18 10 26 10 38c0 8 8 12 16 6-1 6-4 10-8 12h28c-4-2-7-6-8-12 8 6 16 2 16-6 0-12-15-20-22-32Z',
    },
  ],
  'flag-victory': [
    { d: 'M19 6h4v48h-4Z' },
    { d: 'M23 8c10-5 17 6 31 1v19c-13 5-21-6-31-1Z' },
    { d: 'M8 56c0-3 6-5 13-5s13 2 13 5-6 5-13 5-13-2-13-5Z' },
  ],
  'shield-badge': [
    {
      d: 'M32 4 56 13v17c0 15-10 26-24 31C18 56 8 45 8 30V13Z M32 11 14 18v12c0 11 7 20 18 24 11-4 18-13 18-24V18Z',
    },
    { d: 'M32 19l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1Z' },
  ],
};

export const isPredefinedLogo = (key: string | undefined): key is PredefinedLogoKey =>
  Boolean(key && key in logoArtwork);
