import { defineTexts } from '@sound-putter/contracts';
import { useTexts } from '../../lib/use-language';
import { useAddToCartMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { CartIcon } from '../../components/ui/icons';
import { notifyError, notifySuccess, selectConfiguration, useAppDispatch, useAppSelector } from '../../store';

const addToCartTexts = defineTexts({
  en: { calculating: 'Calculating Price...', adding: 'Adding to Cart...', add: 'Add to Cart' },
  th: { calculating: 'กำลังคำนวณราคา...', adding: 'กำลังเพิ่มลงตะกร้า...', add: 'เพิ่มลงตะกร้า' },
});

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

  const t = useTexts(addToCartTexts);
  const label = isCalculating ? t.calculating : isAdding ? t.adding : t.add;
  return (
    <Button size="lg" className="w-full" onClick={onAdd} disabled={!configurationId || isCalculating || isAdding}>
      <CartIcon />
      {label}
    </Button>
  );
}
