import {
  apiPaths,
  type AnyOrderView,
  type MailLogEntry,
  type OrderHistoryView,
  type OrderStatus,
  type OrderView,
} from '@sound-putter/contracts';
import type { AddOrderNoteDto, CorrectTrackingDto, OpenRemakeDto } from '@sound-putter/contracts/dto';
import { baseApi } from './base-api';

/** Staff calls behind the workshop board (spec: the board list, status steps, counter payments, audit trail). */
export const workshopApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['WorkshopBoard', 'OrderHistory', 'OrderMails'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWorkshopBoard: build.query<OrderView[], { deliveredSince: string }>({
        query: ({ deliveredSince }) => ({ url: apiPaths.orders.board, params: { deliveredSince } }),
        providesTags: ['WorkshopBoard'],
        keepUnusedDataFor: 0,
      }),
      getOrderHistory: build.query<OrderHistoryView, string>({
        query: (orderId) => apiPaths.orders.history(orderId),
        providesTags: (_result, _error, orderId) => [{ type: 'OrderHistory', id: orderId }],
        keepUnusedDataFor: 0,
      }),
      /** The mails of one order, oldest first, with every attempt (mail core's staff API). */
      getOrderMails: build.query<MailLogEntry[], string>({
        query: (orderId) => apiPaths.admin.orderMails(orderId),
        providesTags: (_result, _error, orderId) => [{ type: 'OrderMails', id: orderId }],
        keepUnusedDataFor: 0,
      }),
      /** Sends a mail of the order again, as a new mail that records which one it resends. */
      resendMail: build.mutation<MailLogEntry, { mailId: string; orderId: string }>({
        query: ({ mailId }) => ({ url: apiPaths.admin.mailResend(mailId), method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, { orderId }) => [{ type: 'OrderMails', id: orderId }],
      }),
      /** Moves the order one step; shipping carries the carrier and tracking number. */
      advanceOrderStatus: build.mutation<
        AnyOrderView,
        { orderId: string; status: OrderStatus; shipment?: CorrectTrackingDto }
      >({
        query: ({ orderId, status, shipment }) => ({
          url: apiPaths.orders.status(orderId),
          method: 'PATCH',
          body: { status, ...shipment },
        }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** Corrects a shipped order's carrier or tracking number (a new event in its history). */
      correctTracking: build.mutation<AnyOrderView, { orderId: string; shipment: CorrectTrackingDto }>({
        query: ({ orderId, shipment }) => ({ url: apiPaths.orders.shipment(orderId), method: 'PATCH', body: shipment }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** Staff cancel an order not yet delivered, with a reason; a paid order is refunded in full. */
      staffCancelOrder: build.mutation<AnyOrderView, { orderId: string; reason: string }>({
        query: ({ orderId, reason }) => ({ url: apiPaths.orders.cancel(orderId), method: 'POST', body: { reason } }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** A note on the order (staff only, or shown to the customer); the same noteId again adds nothing. */
      addOrderNote: build.mutation<AnyOrderView, { orderId: string } & AddOrderNoteDto>({
        query: ({ orderId, ...body }) => ({ url: apiPaths.orders.notes(orderId), method: 'POST', body }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** Takes back the order's last step (with a reason) while the recall window is open. */
      recallStep: build.mutation<AnyOrderView, { orderId: string; reason: string; status: OrderStatus }>({
        query: ({ orderId, reason, status }) => ({
          url: apiPaths.orders.recall(orderId),
          method: 'POST',
          body: { reason, status },
        }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** Staff refund (part of) the payment with a reason; `requestId` is made once per refund asked for. */
      refundOrder: build.mutation<
        AnyOrderView,
        { orderId: string; amountSatang: number; reason: string; requestId: string }
      >({
        query: ({ orderId, ...body }) => ({ url: apiPaths.orders.refund(orderId), method: 'POST', body }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** Makes a shipped or delivered order again at no charge; answers the remake (a new order on the board). */
      openRemake: build.mutation<AnyOrderView, { orderId: string } & OpenRemakeDto>({
        query: ({ orderId, ...body }) => ({ url: apiPaths.orders.remakes(orderId), method: 'POST', body }),
        invalidatesTags: (_result, _error, { orderId }) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** A crafted pickup order goes on the counter: its code is issued and mailed to the customer. */
      markReadyToCollect: build.mutation<AnyOrderView, string>({
        query: (orderId) => ({ url: apiPaths.orders.readyToCollect(orderId), method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, orderId) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
      /** The counter hands over the putter whose code the customer shows (typed or scanned). */
      handOverPickup: build.mutation<AnyOrderView, string>({
        query: (code) => ({ url: apiPaths.pickups.handover, method: 'POST', body: { code } }),
        invalidatesTags: ['WorkshopBoard'],
      }),
      markPaidInStore: build.mutation<AnyOrderView, string>({
        query: (orderId) => ({ url: apiPaths.orders.inStorePayment(orderId), method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, orderId) => ['WorkshopBoard', { type: 'OrderHistory', id: orderId }],
      }),
    }),
  });

/** Every open board refetches when the staff room reports a change, or after its socket came back. */
export const refreshWorkshopBoard = () => workshopApi.util.invalidateTags(['WorkshopBoard']);

export const {
  useGetWorkshopBoardQuery,
  useGetOrderHistoryQuery,
  useGetOrderMailsQuery,
  useResendMailMutation,
  useAdvanceOrderStatusMutation,
  useCorrectTrackingMutation,
  useMarkPaidInStoreMutation,
  useStaffCancelOrderMutation,
  useRecallStepMutation,
  useAddOrderNoteMutation,
  useRefundOrderMutation,
  useMarkReadyToCollectMutation,
  useHandOverPickupMutation,
  useOpenRemakeMutation,
} = workshopApi;
