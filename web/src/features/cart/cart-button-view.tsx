import type { MouseEventHandler } from 'react';
import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';
import { CartIcon } from '../../components/ui/icons';
import { formatCartBadge } from '../../lib/format';

/** The button's name, with the number of items when there are any. */
const cartButtonTexts = defineTexts({
  en: {
    label: (count: number) =>
      count > 0 ? `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping cart',
  },
  th: { label: (count: number) => (count > 0 ? `ตะกร้าสินค้า ${count} รายการ` : 'ตะกร้าสินค้า') },
});

/** The header's cart button, shared by the app and the first screen. */
export function CartButtonView({
  count,
  onClick,
  language = 'en',
}: {
  count: number;
  onClick: MouseEventHandler<HTMLButtonElement>;
  language?: ShopLanguage;
}) {
  return (
    <button
      type="button"
      data-control="cart"
      aria-label={cartButtonTexts[language].label(count)}
      onClick={onClick}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <CartIcon />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white"
        >
          {formatCartBadge(count)}
        </span>
      ) : null}
    </button>
  );
}
