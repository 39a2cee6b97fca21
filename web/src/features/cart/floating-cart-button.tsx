import { useGetCartQuery } from '../../api';
import { CartIcon } from '../../components/ui/icons';
import { formatCartBadge } from '../../lib/format';
import { useCartDialog } from './cart-context';

/**
 * The round cart button fixed bottom right; it opens the same dialog as the header's. Below lg it is left out: the
 * header's cart is always on screen there, and a phone's bottom edge belongs to the price bar and the page's controls.
 */
export function FloatingCartButton() {
  const { data } = useGetCartQuery();
  const { setCartOpen } = useCartDialog();
  const count = data?.count ?? 0;
  return (
    <button
      type="button"
      // The badge's number stands in the name as a word of its own, so the visible text is part of the name.
      aria-label={count > 0 ? `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Open cart'}
      onClick={() => setCartOpen(true)}
      className="fixed right-5 bottom-5 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl lg:flex hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950"
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
