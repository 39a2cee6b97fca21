import aboutPair from '../../assets/renders/about-pair.webp';
import faceDetail from '../../assets/renders/face-detail.webp';
import melodyC from '../../assets/renders/melody-c.webp';
import melodyD from '../../assets/renders/melody-d.webp';

/**
 * The product pictures drawn from the 3-D putter scene by `npm run renders` (scenes in product-stills.ts), with
 * their pixel sizes (drawn at twice the size they are shown at) and what they show, for the alt text.
 */
export interface ProductRender {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const modelRenders: Record<string, ProductRender> = {
  'melody-c': {
    src: melodyC,
    width: 960,
    height: 720,
    alt: 'Melody C: a mallet head in satin chrome with a honeycomb-milled face and the Crown Royal logo engraved',
  },
  'melody-d': {
    src: melodyD,
    width: 960,
    height: 720,
    alt: 'Melody D: a blade head in black PVD with a diamond-milled face, a gold shaft and a brown leather grip',
  },
};

export const aboutRenders = {
  pair: {
    src: aboutPair,
    width: 1600,
    height: 900,
    alt: 'Melody C, a raw carbon steel mallet with a deep-groove face, beside a left-handed Melody D, a satin chrome blade on a blue carbon shaft, each engraved with its name',
  },
  face: {
    src: faceDetail,
    width: 960,
    height: 720,
    alt: 'A black PVD Melody C face close up: the diamond mill and the engraved Shield Badge',
  },
} satisfies Record<string, ProductRender>;
