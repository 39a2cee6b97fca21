/** Stream ids are `<category>-<id>`. */
export const streams = {
  cart: (cartId: string) => `cart-${cartId}`,
  configuration: (configurationId: string) => `configuration-${configurationId}`,
  order: (orderId: string) => `order-${orderId}`,
  /** The one catalog stream: models, options, prices and availability (issue 32). */
  catalog: () => 'catalog-shop',
} as const;

export const streamCategory = (streamId: string): string => streamId.slice(0, streamId.indexOf('-'));
