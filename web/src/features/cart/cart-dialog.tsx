import { Link } from 'react-router';
import { useClearCartMutation, useGetCartQuery, useRemoveCartItemMutation, type ApiError } from '../../api';
import { buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { CartIcon } from '../../components/ui/icons';
import { CartItemSkeleton } from '../../components/ui/skeleton';
import { formatBaht } from '../../lib/format';
import { notifyError, notifySuccess, useAppDispatch } from '../../store';
import { CartItemRow } from './cart-item-row';
import { useCartDialog } from './cart-context';

function CartContents() {
  const { data: cart, isLoading } = useGetCartQuery();
  const { setCartOpen, askToConfirm } = useCartDialog();

  if (isLoading) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading cart">
        <CartItemSkeleton />
        <CartItemSkeleton />
      </div>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <CartIcon size={40} className="text-slate-400" />
        <p className="font-semibold">Your cart is empty</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">Configure your perfect putter to get started</p>
        <Link to="/how-to-order" className={buttonClasses('primary', 'md', 'mt-4')} onClick={() => setCartOpen(false)}>
          Configure a Putter
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {cart.count} {cart.count === 1 ? 'item' : 'items'}
        </p>
        <button
          type="button"
          onClick={() => askToConfirm({ kind: 'clear' })}
          className="text-sm font-medium text-red-700 hover:underline dark:text-red-400"
        >
          Clear All
        </button>
      </div>
      <ul className="space-y-3">
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} onRemove={(itemId) => askToConfirm({ kind: 'remove', itemId })} />
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <div className="flex items-center justify-between text-lg font-semibold">
          <span>Total</span>
          <span data-testid="cart-total">{formatBaht(cart.subtotal)}</span>
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Includes crafted in 24 hour</p>
        <div className="mt-4 grid gap-2">
          <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')} onClick={() => setCartOpen(false)}>
            Proceed to Checkout
          </Link>
          <Link to="/" className={buttonClasses('outline', 'lg', 'w-full')} onClick={() => setCartOpen(false)}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The one cart dialog and its two confirmations, opened by the header's and the floating cart buttons. */
export function CartDialogs() {
  const dispatch = useAppDispatch();
  const { cartOpen, setCartOpen, confirmation, closeConfirmation } = useCartDialog();
  const [removeItem, removeState] = useRemoveCartItemMutation();
  const [clearCart, clearState] = useClearCartMutation();

  const confirmRemove = async (itemId: string) => {
    try {
      await removeItem(itemId).unwrap();
      dispatch(notifySuccess('remove_from_cart'));
    } catch (error) {
      dispatch(notifyError(error as ApiError));
    } finally {
      closeConfirmation();
    }
  };

  const confirmClear = async () => {
    try {
      await clearCart().unwrap();
      dispatch(notifySuccess('clear_cart'));
    } catch (error) {
      dispatch(notifyError(error as ApiError));
    } finally {
      closeConfirmation();
    }
  };

  return (
    <>
      <Dialog
        open={cartOpen}
        onOpenChange={setCartOpen}
        title="Shopping Cart"
        description="Review and manage your custom sound putter selections before checkout."
        className="sm:max-w-xl"
        focusTitle
      >
        <CartContents />
      </Dialog>
      <ConfirmDialog
        open={confirmation?.kind === 'remove'}
        onOpenChange={(open) => !open && closeConfirmation()}
        title="Remove item from cart?"
        description="This will remove this item from your cart. This action cannot be undone."
        confirmLabel="Remove Item"
        cancelLabel="Keep Item"
        pending={removeState.isLoading}
        onConfirm={() => confirmation?.kind === 'remove' && confirmRemove(confirmation.itemId)}
      />
      <ConfirmDialog
        open={confirmation?.kind === 'clear'}
        onOpenChange={(open) => !open && closeConfirmation()}
        title="Clear entire cart?"
        description="This will remove all items from your cart. This action cannot be undone."
        confirmLabel="Clear Cart"
        cancelLabel="Keep Items"
        pending={clearState.isLoading}
        onConfirm={confirmClear}
      />
    </>
  );
}
