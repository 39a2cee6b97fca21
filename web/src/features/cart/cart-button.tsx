import { useGetCartQuery } from '../../api';
import { CartIcon } from '../../components/ui/icons';
import { formatCartBadge } from '../../lib/format';
import { useCartDialog } from './cart-context';

const cartLabel = (count: number) =>
  count > 0 ? `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping cart';

export function CartButton() {
  const { data } = useGetCartQuery();
  const { setCartOpen } = useCartDialog();
  const count = data?.count ?? 0;
  return (
    <button
      type="button"
      aria-label={cartLabel(count)}
      onClick={() => setCartOpen(true)}
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
