import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** The cart dialog closes before a confirmation opens, so two modal dialogs never compete for focus. */
export const CONFIRM_HANDOFF_MS = 100;

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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const askToConfirm = useCallback((next: Exclude<CartConfirmation, null>) => {
    setCartOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setConfirmation(next), CONFIRM_HANDOFF_MS);
  }, []);

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
