import { useGetCartQuery } from '../../api';
import { CartIcon } from '../../components/ui/icons';
import { formatCartBadge } from '../../lib/format';
import { useTexts } from '../../lib/use-language';
import { defineTexts } from '@sound-putter/contracts';
import { useCartDialog } from './cart-context';

const floatingCartTexts = defineTexts({
  en: { open: (count: number) => (count > 0 ? `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Open cart') },
  th: { open: (count: number) => (count > 0 ? `เปิดตะกร้า ${count} รายการ` : 'เปิดตะกร้า') },
});

/**
 * The round cart button fixed bottom right; it opens the same dialog as the header's. It is shown only where the
 * screen leaves a margin beside the page's 80rem column wide enough to hold it (from 1456 px: 1280 + 2 × 88), so it
 * never lies on a price, a heading or a control (issue 34). Narrower, the sticky header's cart is always on screen.
 */
export function FloatingCartButton() {
  const { data } = useGetCartQuery();
  const { setCartOpen } = useCartDialog();
  const count = data?.count ?? 0;
  const t = useTexts(floatingCartTexts);
  return (
    <button
      type="button"
      // The badge's number stands in the name as a word of its own, so the visible text is part of the name.
      data-control="floating-cart"
      aria-label={t.open(count)}
      onClick={() => setCartOpen(true)}
      className="fixed right-5 bottom-5 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl min-[1456px]:flex hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950"
    >
      <CartIcon size={24} />
      {count > 0 ? (
        <span className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white">
          {formatCartBadge(count)}
        </span>
      ) : null}
    </button>
  );
}
