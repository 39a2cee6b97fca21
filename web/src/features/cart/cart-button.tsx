import { useGetCartQuery } from '../../api';
import { useLanguage } from '../../lib/use-language';
import { CartButtonView } from './cart-button-view';
import { useCartDialog } from './cart-context';

export function CartButton() {
  const { data } = useGetCartQuery();
  const { setCartOpen } = useCartDialog();
  const { language } = useLanguage();
  return <CartButtonView count={data?.count ?? 0} language={language} onClick={() => setCartOpen(true)} />;
}
