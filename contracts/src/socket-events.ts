import type { OrderStatus } from './order-status';

/** Room names: one per order, and one for staff boards. */
export const rooms = {
  order: (orderId: string) => `order:${orderId}`,
  staff: 'staff',
} as const;

/** Pushed to `order:{id}` watchers and to `staff`. `position` is the event's global log position (a string). */
export interface OrderStatusChangedPayload {
  orderId: string;
  status: OrderStatus;
  progress: number;
  at: string;
  position: string;
}

export interface OrderWatchAck {
  ok: boolean;
  error?: string;
  orderId?: string;
  status?: OrderStatus;
  progress?: number;
  position?: string;
}

export interface StaffOrderNotice {
  orderId: string;
  shortId: string;
  at: string;
  deliveryDeadline: string | null;
  position: string;
}

export interface ServerToClientEvents {
  'order/statusChanged': (payload: OrderStatusChangedPayload) => void;
  'order/placed': (payload: StaffOrderNotice) => void;
  'order/atRisk': (payload: StaffOrderNotice) => void;
  'order/overdue': (payload: StaffOrderNotice) => void;
}

export interface ClientToServerEvents {
  'order/watch': (payload: { orderId: string }, ack: (ack: OrderWatchAck) => void) => void;
  'order/unwatch': (payload: { orderId: string }, ack?: (ack: { ok: boolean }) => void) => void;
}
