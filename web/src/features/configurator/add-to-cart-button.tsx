import { useLanguage } from '../../lib/use-language';
import { useAddToCartMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { CartIcon } from '../../components/ui/icons';
import { notifyError, notifySuccess, selectConfiguration, useAppDispatch, useAppSelector } from '../../store';

export function AddToCartButton({ isCalculating }: { isCalculating: boolean }) {
  const dispatch = useAppDispatch();
  const { configurationId } = useAppSelector(selectConfiguration);
  const [addToCart, { isLoading: isAdding }] = useAddToCartMutation();

  const onAdd = async () => {
    if (!configurationId) return;
    try {
      await addToCart({ configurationId, quantity: 1 }).unwrap();
      dispatch(notifySuccess('add_to_cart'));
    } catch (error) {
      dispatch(notifyError(error as ApiError, {}));
    }
  };

  const th = useLanguage().language === 'th';
  const label = isCalculating
    ? th
      ? 'กำลังคำนวณราคา...'
      : 'Calculating Price...'
    : isAdding
      ? th
        ? 'กำลังเพิ่มลงตะกร้า...'
        : 'Adding to Cart...'
      : th
        ? 'เพิ่มลงตะกร้า'
        : 'Add to Cart';
  return (
    <Button size="lg" className="w-full" onClick={onAdd} disabled={!configurationId || isCalculating || isAdding}>
      <CartIcon />
      {label}
    </Button>
  );
}
