import { Link } from 'react-router';
import { useClearCartMutation, useGetCartQuery, useRemoveCartItemMutation, type ApiError } from '../../api';
import { buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { CartIcon } from '../../components/ui/icons';
import { CartItemSkeleton } from '../../components/ui/skeleton';
import { VatIncluded } from '../../components/vat-included';
import { formatBaht } from '../../lib/format';
import { notifyError, notifySuccess, useAppDispatch } from '../../store';
import { defineTexts } from '@sound-putter/contracts';
import { useLanguage, useTexts } from '../../lib/use-language';
import { CartItemRow } from './cart-item-row';

const cartTexts = defineTexts({
  en: {
    loading: 'Loading cart',
    empty: 'Your cart is empty',
    emptyHint: 'Configure your perfect putter to get started',
    configure: 'Configure a Putter',
    items: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    clearAll: 'Clear All',
    total: 'Total',
    crafted: 'Crafted within 24 hours of payment',
    checkout: 'Proceed to Checkout',
    continue: 'Continue Shopping',
    title: 'Shopping Cart',
    description: 'Review and manage your custom sound putter selections before checkout.',
    removeTitle: 'Remove item from cart?',
    removeText: 'This will remove this item from your cart. This action cannot be undone.',
    removeItem: 'Remove Item',
    keepItem: 'Keep Item',
    clearTitle: 'Clear entire cart?',
    clearText: 'This will remove all items from your cart. This action cannot be undone.',
    clearCart: 'Clear Cart',
    keepItems: 'Keep Items',
  },
  th: {
    loading: 'กำลังโหลดตะกร้า',
    empty: 'ตะกร้าของคุณว่างอยู่',
    emptyHint: 'ออกแบบพัตเตอร์ที่ใช่สำหรับคุณเพื่อเริ่มต้น',
    configure: 'ออกแบบพัตเตอร์',
    items: (n: number) => `${n} รายการ`,
    clearAll: 'ล้างทั้งหมด',
    total: 'ราคารวม',
    crafted: 'ผลิตเสร็จภายใน 24 ชั่วโมงหลังชำระเงิน',
    checkout: 'ไปที่หน้าชำระเงิน',
    continue: 'เลือกซื้อต่อ',
    title: 'ตะกร้าสินค้า',
    description: 'ตรวจสอบและจัดการพัตเตอร์ที่คุณออกแบบก่อนชำระเงิน',
    removeTitle: 'นำสินค้าออกจากตะกร้า?',
    removeText: 'สินค้านี้จะถูกนำออกจากตะกร้า และไม่สามารถย้อนกลับได้',
    removeItem: 'นำออก',
    keepItem: 'เก็บไว้',
    clearTitle: 'ล้างตะกร้าทั้งหมด?',
    clearText: 'สินค้าทุกรายการจะถูกนำออกจากตะกร้า และไม่สามารถย้อนกลับได้',
    clearCart: 'ล้างตะกร้า',
    keepItems: 'เก็บไว้',
  },
});
import { useCartDialog } from './cart-context';

function CartContents() {
  const { data: cart, isLoading } = useGetCartQuery();
  const { setCartOpen, askToConfirm } = useCartDialog();
  const { language } = useLanguage();
  const t = cartTexts[language];

  if (isLoading) {
    return (
      <div className="space-y-3" role="status" aria-label={t.loading}>
        <CartItemSkeleton />
        <CartItemSkeleton />
      </div>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <CartIcon size={40} className="text-slate-400" />
        <p className="font-semibold">{t.empty}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.emptyHint}</p>
        <Link to="/how-to-order" className={buttonClasses('primary', 'md', 'mt-4')} onClick={() => setCartOpen(false)}>
          {t.configure}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.items(cart.count)}</p>
        <button
          type="button"
          onClick={() => askToConfirm({ kind: 'clear' })}
          className="text-sm font-medium text-red-700 hover:underline dark:text-red-400"
        >
          {t.clearAll}
        </button>
      </div>
      <ul className="space-y-3">
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} onRemove={(itemId) => askToConfirm({ kind: 'remove', itemId })} />
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <div className="flex items-center justify-between text-lg font-semibold">
          <span>{t.total}</span>
          <span data-testid="cart-total">{formatBaht(cart.subtotal)}</span>
        </div>
        <VatIncluded total={cart.subtotal} language={language} className="mt-1" />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.crafted}</p>
        <div className="mt-4 grid gap-2">
          <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full')} onClick={() => setCartOpen(false)}>
            {t.checkout}
          </Link>
          <Link to="/" className={buttonClasses('outline', 'lg', 'w-full')} onClick={() => setCartOpen(false)}>
            {t.continue}
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
  const t = useTexts(cartTexts);
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
        title={t.title}
        description={t.description}
        widthClass="sm:max-w-xl"
        focusTitle
      >
        <CartContents />
      </Dialog>
      <ConfirmDialog
        open={confirmation?.kind === 'remove'}
        onOpenChange={(open) => !open && closeConfirmation()}
        title={t.removeTitle}
        description={t.removeText}
        confirmLabel={t.removeItem}
        cancelLabel={t.keepItem}
        pending={removeState.isLoading}
        onConfirm={() => confirmation?.kind === 'remove' && confirmRemove(confirmation.itemId)}
      />
      <ConfirmDialog
        open={confirmation?.kind === 'clear'}
        onOpenChange={(open) => !open && closeConfirmation()}
        title={t.clearTitle}
        description={t.clearText}
        confirmLabel={t.clearCart}
        cancelLabel={t.keepItems}
        pending={clearState.isLoading}
        onConfirm={confirmClear}
      />
    </>
  );
}
