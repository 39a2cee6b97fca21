import type { CartItemView, ShopLanguage } from '@sound-putter/contracts';
import { formatBaht } from '../../lib/format';

/**
 * What a line says when the catalog's price moved after it was added: the line keeps the price it was added at
 * (the shop's price-history rule), and the shopper reads both figures instead of being charged one silently.
 */
export const priceChangeText = (item: CartItemView, language: ShopLanguage): string | null => {
  const held = item.configuration.totalPrice;
  const today = item.currentPrice;
  if (held === today) return null;
  const [h, t] = [formatBaht(held), formatBaht(today)];
  if (language === 'th') {
    const kept = `เพิ่มลงตะกร้าในราคา ${h} วันนี้พัตเตอร์นี้ราคา ${t} ตะกร้าของคุณคงราคา ${h} ไว้`;
    return today < held ? `${kept} หากต้องการราคาวันนี้ ให้นำออกแล้วเพิ่มใหม่` : kept;
  }
  const kept = `Added at ${h}. Today this putter costs ${t}; your cart keeps ${h}.`;
  return today < held ? `${kept} To pay today's price, remove it and add it again.` : kept;
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
