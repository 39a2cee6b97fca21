/** The order status machine: one step forward at a time. */
export const orderStatuses = ['pending', 'confirmed', 'crafting', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** `none_due`: a remake, made again at no charge, which is never paid. */
export const paymentStatuses = ['pending', 'paid', 'failed', 'none_due'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const orderProgress: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 25,
  crafting: 50,
  shipped: 75,
  delivered: 100,
};

/** The only status an order may move to next, or null once delivered. */
export const nextOrderStatus = (status: OrderStatus): OrderStatus | null => {
  const index = orderStatuses.indexOf(status);
  return index >= 0 && index < orderStatuses.length - 1 ? orderStatuses[index + 1] : null;
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);

/** Short order id shown to people: the last 8 characters, uppercased. */
export const shortOrderId = (orderId: string): string => orderId.slice(-8).toUpperCase();

export const orderChannels = ['web', 'kiosk', 'staff'] as const;
export type OrderChannel = (typeof orderChannels)[number];
