import { useGetCartQuery } from '../../api';
import { CartButtonView } from './cart-button-view';
import { useCartDialog } from './cart-context';

export function CartButton() {
  const { data } = useGetCartQuery();
  const { setCartOpen } = useCartDialog();
  return <CartButtonView count={data?.count ?? 0} onClick={() => setCartOpen(true)} />;
}
