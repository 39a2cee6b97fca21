import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type CartConfirmation = { kind: 'remove'; itemId: string } | { kind: 'clear' } | null;

interface CartDialogControls {
  cartOpen: boolean;
  setCartOpen: (open: boolean) => void;
  confirmation: CartConfirmation;
  askToConfirm: (confirmation: Exclude<CartConfirmation, null>) => void;
  closeConfirmation: () => void;
}

const CartDialogContext = createContext<CartDialogControls | null>(null);

export function CartDialogProvider({ children }: { children: ReactNode }) {
  const [cartOpen, setCartOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<CartConfirmation>(null);
  // The confirmation opens on top of the cart, which stays open behind it: "Keep Item" returns to the cart.
  const askToConfirm = useCallback((next: Exclude<CartConfirmation, null>) => setConfirmation(next), []);

  const value = useMemo(
    () => ({ cartOpen, setCartOpen, confirmation, askToConfirm, closeConfirmation: () => setConfirmation(null) }),
    [cartOpen, confirmation, askToConfirm],
  );
  return <CartDialogContext.Provider value={value}>{children}</CartDialogContext.Provider>;
}

export const useCartDialog = (): CartDialogControls => {
  const controls = useContext(CartDialogContext);
  if (!controls) throw new Error('useCartDialog needs a CartDialogProvider');
  return controls;
};
