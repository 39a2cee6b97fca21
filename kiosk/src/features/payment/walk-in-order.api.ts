import { apiPaths, type InitOrderResult } from '@sound-putter/contracts';
import type { WalkInInitOrderDto } from '@sound-putter/contracts/dto';
import { baseApi } from '@sound-putter/web/shared';

/**
 * The kiosk's order call: the same POST /api/orders/init as the web checkout, with the walk-in details the server
 * accepts only from a request carrying the kiosk device token. A repeat with the same cart and details answers the
 * same order, which is what makes retrying after a dropped connection safe.
 */
export const walkInOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeWalkInOrder: build.mutation<InitOrderResult, WalkInInitOrderDto>({
      query: (body) => ({ url: apiPaths.orders.init, method: 'POST', body }),
    }),
  }),
});

export const { usePlaceWalkInOrderMutation } = walkInOrderApi;
