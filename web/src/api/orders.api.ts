import {
  apiPaths,
  type AnyOrderView,
  type ClientConfig,
  type InitOrderResult,
  type LinkMailed,
  type OrderLookupOpened,
  type OrderStatusChangedPayload,
  type OrderTrackingView,
  type OrderView,
  type PromptPayQr,
  type TestBankQr,
  type TestBankTransfer,
  type TestGatewayConfirmResult,
} from '@sound-putter/contracts';
import type {
  CancelOrderDto,
  ConfirmOrderPaymentDto,
  InitOrderDto,
  LinkTokenDto,
  MailLinkRequestDto,
  OpenPromptPayDto,
  TestBankInspectDto,
  TestBankPayDto,
  TestGatewayConfirmDto,
} from '@sound-putter/contracts/dto';
import type { ApiError } from './api-error';
import { baseApi } from './base-api';

/** Message of spec section 8 when the server opens a payment without a client secret. */
export const MISSING_CLIENT_SECRET = 'Payment initialization failed - no client secret returned';

/** The server allows 50 watched orders per connection; a long history only watches its open orders up to this. */
const MAX_LIVE_LIST_ORDERS = 40;

/**
 * The live connection's code (Socket.IO, about 13 KB gzip) loads when an order is first watched, after its data has
 * arrived: the checkout and an order's first render do not wait for it.
 */
const loadOrderWatch = () => import('./order-watch');

const applyChange = (order: AnyOrderView, change: OrderStatusChangedPayload) => {
  order.status = change.status;
  order.updatedAt = change.at;
  // A recalled delivery (staff took the step back) is not delivered any more.
  order.deliveredAt = change.status === 'delivered' ? change.at : null;
  if (change.cancelled) order.cancelledAt = change.at;
};

/** The latest push of each open order: an older read must not step the page back (README, "Order pushes"). */
const latestPushes = new Map<string, OrderStatusChangedPayload>();
const keepNewerPush = (order: AnyOrderView) => {
  const push = latestPushes.get(order.id);
  if (push && Date.parse(order.updatedAt) < Date.parse(push.at)) applyChange(order, push);
};

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which payment gateway the browser uses (Stripe's Payment Element or the local test gateway's card form). */
    getClientConfig: build.query<ClientConfig, void>({
      query: () => apiPaths.config,
      providesTags: ['ClientConfig'],
      keepUnusedDataFor: 3600,
    }),

    /** Places the order from the cart and opens its payment. A missing client secret is an error (spec section 8). */
    initOrder: build.mutation<InitOrderResult, InitOrderDto>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: apiPaths.orders.init, method: 'POST', body });
        if (result.error) return { error: result.error };
        const data = result.data as Partial<InitOrderResult> | null;
        if (!data?.orderId || !data.clientSecret)
          return { error: { message: MISSING_CLIENT_SECRET } satisfies ApiError };
        return { data: { orderId: data.orderId, clientSecret: data.clientSecret } };
      },
      invalidatesTags: (result, _error, { customerDetails }) =>
        result && customerDetails.saveForFuture ? ['SavedDetails', 'OrderList'] : result ? ['OrderList'] : [],
    }),

    /** The local test gateway's card confirmation. A declined card is a 402 whose message is the gateway's. */
    confirmTestCardPayment: build.mutation<TestGatewayConfirmResult, TestGatewayConfirmDto>({
      query: (body) => ({ url: apiPaths.payments.testGatewayConfirm, method: 'POST', body }),
    }),

    /** The order's PromptPay QR: the live one, or a new one once it expired (never a second order). */
    openPromptPay: build.mutation<PromptPayQr, OpenPromptPayDto>({
      query: (body) => ({ url: apiPaths.payments.promptPay, method: 'POST', body }),
    }),

    /** The local test bank (test gateway only): reads a QR, then pays or declines it. */
    inspectTestBankQr: build.mutation<TestBankQr, TestBankInspectDto>({
      query: (body) => ({ url: apiPaths.payments.testBankInspect, method: 'POST', body }),
    }),
    payTestBankQr: build.mutation<TestBankTransfer, TestBankPayDto>({
      query: (body) => ({ url: apiPaths.payments.testBankPay, method: 'POST', body }),
    }),

    /** Asks the server to verify the payment with the gateway; the answer is the order as this viewer may see it. */
    confirmOrderPayment: build.mutation<AnyOrderView, { orderId: string } & ConfirmOrderPaymentDto>({
      query: ({ orderId, paymentId }) => ({
        url: apiPaths.orders.payment(orderId),
        method: 'PATCH',
        body: { paymentId } satisfies ConfirmOrderPaymentDto,
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'OrderTracking', id: orderId },
        'OrderList',
      ],
    }),

    /** Its owner (until crafting starts) or staff cancel the order; a paid one is refunded in full. */
    cancelOrder: build.mutation<AnyOrderView, { orderId: string } & CancelOrderDto>({
      query: ({ orderId, reason }) => ({
        url: apiPaths.orders.cancel(orderId),
        method: 'POST',
        body: (reason ? { reason } : {}) satisfies CancelOrderDto,
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data));
        } catch {
          // The error is the mutation's result; the page shows it.
        }
      },
      invalidatesTags: (result, _error, { orderId }) =>
        result ? [{ type: 'OrderTracking', id: orderId }, 'OrderList'] : [],
    }),

    /** The signed-in shopper's orders, newest first; open ones update live. */
    getMyOrders: build.query<OrderView[], void>({
      query: () => apiPaths.orders.mine,
      providesTags: ['OrderList'],
      onCacheEntryAdded: (_arg, lifecycle) => watchListedOrders(lifecycle),
    }),

    /** Orders placed in this browser, and those of addresses whose lookup link was opened here; open ones update live. */
    getThisBrowserOrders: build.query<OrderView[], void>({
      query: () => apiPaths.orders.thisBrowser,
      providesTags: ['OrderList'],
      onCacheEntryAdded: (_arg, lifecycle) => watchListedOrders(lifecycle),
    }),

    /** Track by e-mail: the server mails the address a link; the answer is the same for any address. */
    requestOrderLookup: build.mutation<LinkMailed, MailLinkRequestDto>({
      query: (body) => ({ url: apiPaths.orders.lookup, method: 'POST', body }),
    }),

    /** Opens a mailed lookup link in this browser (once): the address's orders then show here for 24 hours. */
    openOrderLookup: build.mutation<OrderLookupOpened, LinkTokenDto>({
      query: (body) => ({ url: apiPaths.orders.lookupOpen, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['OrderList', 'Order'] : []),
    }),

    /** One order, full or redacted as the server decides; its status follows the live pushes. */
    getOrder: build.query<AnyOrderView, string>({
      query: (orderId) => apiPaths.orders.byId(orderId),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
      async onQueryStarted(_orderId, { queryFulfilled, updateCachedData }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        updateCachedData(keepNewerPush);
      },
      async onCacheEntryAdded(orderId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const { watchOrder } = await loadOrderWatch();
        const stop = watchOrder(orderId, {
          onChange(change) {
            // The status shows at once; the refetch brings what the push does not carry (deadline, timeline times).
            latestPushes.set(orderId, change);
            updateCachedData((order) => applyChange(order, change));
            dispatch(
              ordersApi.util.invalidateTags([
                { type: 'Order', id: orderId },
                { type: 'OrderTracking', id: orderId },
              ]),
            );
          },
          onUpdated() {
            // A note for the customer, a refund or a corrected tracking number: the order is read again.
            dispatch(
              ordersApi.util.invalidateTags([
                { type: 'Order', id: orderId },
                { type: 'OrderTracking', id: orderId },
              ]),
            );
          },
          onSnapshot(ack) {
            if (ack.order) updateCachedData(() => ack.order);
            dispatch(ordersApi.util.invalidateTags([{ type: 'OrderTracking', id: orderId }]));
          },
        });
        await cacheEntryRemoved;
        stop();
        latestPushes.delete(orderId);
      },
    }),

    /** Status, progress, the timeline with each step's time, the deadline and whether it is overdue. */
    getOrderTracking: build.query<OrderTrackingView, string>({
      query: (orderId) => apiPaths.orders.tracking(orderId),
      providesTags: (_result, _error, orderId) => [{ type: 'OrderTracking', id: orderId }],
    }),
  }),
});

type ListLifecycle = {
  updateCachedData: (recipe: (orders: AnyOrderView[]) => void) => void;
  cacheDataLoaded: Promise<{ data: AnyOrderView[] }>;
  cacheEntryRemoved: Promise<void>;
};

/** Watches the open orders of a list while the list is cached; a change updates that entry in place. */
const watchListedOrders = async ({ updateCachedData, cacheDataLoaded, cacheEntryRemoved }: ListLifecycle) => {
  let orders: AnyOrderView[];
  try {
    ({ data: orders } = await cacheDataLoaded);
  } catch {
    return;
  }
  const open = orders.filter((o) => o.status !== 'delivered').slice(0, MAX_LIVE_LIST_ORDERS);
  if (open.length === 0) return;
  const { watchOrder } = await loadOrderWatch();
  const stops = open.map((o) =>
    watchOrder(o.id, {
      onChange(change) {
        updateCachedData((list) => {
          const entry = list.find((x) => x.id === change.orderId);
          if (entry) applyChange(entry, change);
        });
      },
      onSnapshot(ack) {
        const fresh = ack.order;
        if (!fresh) return;
        updateCachedData((list) => {
          const index = list.findIndex((x) => x.id === fresh.id);
          if (index >= 0) list[index] = fresh;
        });
      },
    }),
  );
  await cacheEntryRemoved;
  for (const stop of stops) stop();
};

export const {
  useGetClientConfigQuery,
  useInitOrderMutation,
  useConfirmTestCardPaymentMutation,
  useConfirmOrderPaymentMutation,
  useOpenPromptPayMutation,
  useInspectTestBankQrMutation,
  usePayTestBankQrMutation,
  useCancelOrderMutation,
  useGetMyOrdersQuery,
  useGetThisBrowserOrdersQuery,
  useRequestOrderLookupMutation,
  useOpenOrderLookupMutation,
  useGetOrderQuery,
  useGetOrderTrackingQuery,
} = ordersApi;
