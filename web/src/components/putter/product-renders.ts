import type { ShopLanguage } from '@sound-putter/contracts';
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
  /** What it shows, read out in place of the picture, in each of the shop's languages. */
  alt: Record<ShopLanguage, string>;
}

export const modelRenders: Record<string, ProductRender> = {
  'melody-c': {
    src: melodyC,
    width: 960,
    height: 720,
    alt: {
      en: 'Melody C: a mallet head in satin chrome with a honeycomb-milled face and the Crown Royal logo engraved',
      th: 'Melody C: หัวไม้ทรงมัลเล็ตผิวโครมซาติน หน้าไม้ลายรังผึ้ง สลักโลโก้ Crown Royal',
    },
  },
  'melody-d': {
    src: melodyD,
    width: 960,
    height: 720,
    alt: {
      en: 'Melody D: a blade head in black PVD with a diamond-milled face, a gold shaft and a brown leather grip',
      th: 'Melody D: หัวไม้ทรงเบลดผิวดำ PVD หน้าไม้ลายเพชร ก้านสีทอง และกริปหนังสีน้ำตาล',
    },
  },
};

export const aboutRenders = {
  pair: {
    src: aboutPair,
    width: 1600,
    height: 900,
    alt: {
      en: 'Melody C, a raw carbon steel mallet with a deep-groove face, beside a left-handed Melody D, a satin chrome blade on a blue carbon shaft, each engraved with its name',
      th: 'Melody C หัวมัลเล็ตเหล็กคาร์บอนดิบหน้าไม้ลายร่องลึก วางคู่กับ Melody D สำหรับผู้ถนัดซ้าย หัวเบลดผิวโครมซาตินบนก้านคาร์บอนสีน้ำเงิน แต่ละอันสลักชื่อรุ่น',
    },
  },
  face: {
    src: faceDetail,
    width: 960,
    height: 720,
    alt: {
      en: 'A black PVD Melody C face close up: the diamond mill and the engraved Shield Badge',
      th: 'หน้าไม้ Melody C ผิวดำ PVD ระยะใกล้: ลายเพชรและโลโก้ Shield Badge ที่สลักไว้',
    },
  },
} satisfies Record<string, ProductRender>;
