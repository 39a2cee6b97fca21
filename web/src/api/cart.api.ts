import { apiPaths, type CartAddResult, type CartView } from '@sound-putter/contracts';
import { baseApi } from './base-api';

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartView, void>({
      query: () => apiPaths.cart.root,
      providesTags: ['Cart'],
    }),
    // Every cart change reloads the cart, whether it succeeded or not (spec section 4).
    addToCart: build.mutation<CartAddResult, { configurationId: string; quantity?: number }>({
      query: ({ configurationId, quantity = 1 }) => ({
        url: apiPaths.cart.add,
        method: 'POST',
        body: { configurationId, quantity },
      }),
      invalidatesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<CartView, { itemId: string; quantity: number }>({
      query: ({ itemId, quantity }) => ({ url: apiPaths.cart.item(itemId), method: 'PUT', body: { quantity } }),
      invalidatesTags: ['Cart'],
    }),
    removeCartItem: build.mutation<CartView, string>({
      query: (itemId) => ({ url: apiPaths.cart.item(itemId), method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<CartView, void>({
      query: () => ({ url: apiPaths.cart.root, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
} = cartApi;
