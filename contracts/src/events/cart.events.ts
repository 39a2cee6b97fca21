/** Recorded when a configuration is put in a cart for the first time; later adds raise the quantity instead. */
export interface CartItemAdded {
  type: 'CartItemAdded';
  data: {
    cartId: string;
    itemId: string;
    configurationId: string;
    quantity: number;
    unitPriceSatang: number;
    addedAt: string;
  };
}

/** Recorded when a line's quantity changes (a repeated add, an edit, or a merge at sign-in). */
export interface CartItemQuantityChanged {
  type: 'CartItemQuantityChanged';
  data: { cartId: string; itemId: string; quantity: number; changedAt: string };
}

/** Recorded when a line leaves the cart (removed, or its quantity set to 0). */
export interface CartItemRemoved {
  type: 'CartItemRemoved';
  data: { cartId: string; itemId: string; removedAt: string };
}

/** Recorded when the shopper empties the cart, or after the order it became is paid. */
export interface CartCleared {
  type: 'CartCleared';
  data: {
    cartId: string;
    reason: 'shopper' | 'order_paid' | 'merged';
    clearedAt: string;
    /** With reason 'order_paid': the order whose payment emptied the cart (each order empties it at most once). */
    orderId?: string;
  };
}

/** Recorded after the lines a sign-in brought over from a browser cart, so the same merge is never applied twice. */
export interface CartMerged {
  type: 'CartMerged';
  data: { cartId: string; fromCartId: string; fromVersion: number; mergedAt: string };
}

export type CartEventPayload = CartItemAdded | CartItemQuantityChanged | CartItemRemoved | CartCleared | CartMerged;
