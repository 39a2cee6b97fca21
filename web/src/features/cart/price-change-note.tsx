import { defineTexts, type CartItemView, type ShopLanguage } from '@sound-putter/contracts';
import { formatBaht } from '../../lib/format';

const priceChangeTexts = defineTexts({
  en: {
    kept: (held: string, today: string) =>
      `Added at ${held}. Today this putter costs ${today}; your cart keeps ${held}.`,
    cheaperToday: "To pay today's price, remove it and add it again.",
  },
  th: {
    kept: (held: string, today: string) =>
      `เพิ่มลงตะกร้าในราคา ${held} วันนี้พัตเตอร์นี้ราคา ${today} ตะกร้าของคุณคงราคา ${held} ไว้`,
    cheaperToday: 'หากต้องการราคาวันนี้ ให้นำออกแล้วเพิ่มใหม่',
  },
});

/**
 * What a line says when the catalog's price moved after it was added: the line keeps the price it was added at
 * (the shop's price-history rule), and the shopper reads both figures instead of being charged one silently.
 */
export const priceChangeText = (item: CartItemView, language: ShopLanguage): string | null => {
  const held = item.configuration.totalPrice;
  const today = item.currentPrice;
  if (held === today) return null;
  const [h, t] = [formatBaht(held), formatBaht(today)];
  const words = priceChangeTexts[language];
  return today < held ? `${words.kept(h, t)} ${words.cheaperToday}` : words.kept(h, t);
};

export function PriceChangeNote({
  item,
  language,
  className = '',
}: {
  item: CartItemView;
  language: ShopLanguage;
  className?: string;
}) {
  const text = priceChangeText(item, language);
  if (!text) return null;
  return (
    <p
      className={`rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100 ${className}`}
      data-testid="price-change-note"
    >
      {text}
    </p>
  );
}
