import type { ConfigurationChoice } from './cart';
import { defineTexts } from './i18n';

/** The languages the shop writes to a customer in (the order's mails; the kiosk's screens). */
export const shopLanguages = ['en', 'th'] as const;
export type ShopLanguage = (typeof shopLanguages)[number];

/** An order that recorded no language (placed before it was asked, or by a client that sent none) hears in Thai. */
export const DEFAULT_SHOP_LANGUAGE: ShopLanguage = 'th';

/** What each choice of a putter is called, as the cart (English) and the order pages (Thai) label it. */
export const configurationChoiceLabels = defineTexts<Record<ConfigurationChoice, string>>({
  en: {
    model: 'Model',
    handedness: 'Hand',
    grip: 'Grip',
    shaft: 'Shaft',
    shaftColor: 'Shaft color',
    length: 'Length',
    faceMill: 'Face mill',
    finish: 'Finish',
    logo: 'Logo',
    giftBox: 'Gift box',
  },
  th: {
    model: 'รุ่น',
    handedness: 'ด้านที่ถนัด',
    grip: 'กริป',
    shaft: 'ก้าน',
    shaftColor: 'สีก้าน',
    length: 'ความยาว',
    faceMill: 'ลายหน้าไม้',
    finish: 'ผิวงาน',
    logo: 'โลโก้',
    giftBox: 'กล่องของขวัญ',
  },
});
