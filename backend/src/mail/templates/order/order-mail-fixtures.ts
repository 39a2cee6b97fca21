import type { OrderMailDataByKind, OrderMailLine } from './order-mail-data';

/** A paid two-line order as the consumer stores it: for the templates' specs and the screenshot script. */
export const sampleOrderId = '3f0c2d1e-aaaa-bbbb-cccc-1234abcd5678';

const line = (over: Partial<OrderMailLine> = {}): OrderMailLine => ({
  configurationId: '6b1f0e5c-1111-4222-8333-444455556666',
  modelName: 'Melody C',
  quantity: 1,
  unitPriceSatang: 1_450_000,
  picturePath: '/api/putter-configurations/6b1f0e5c-1111-4222-8333-444455556666/picture.png',
  options: [
    { choice: 'model', name: 'Melody C', priceSatang: 1_050_000 },
    { choice: 'handedness', name: 'Right-handed', priceSatang: 0 },
    { choice: 'grip', name: 'Brown Leather Wrap', priceSatang: 150_000 },
    { choice: 'shaft', name: 'Stability Carbon', priceSatang: 250_000 },
    { choice: 'shaftColor', name: 'Champagne Gold', priceSatang: 0 },
    { choice: 'length', name: '34 inches', priceSatang: 0 },
    { choice: 'faceMill', name: 'Diamond Mill', priceSatang: 0 },
    { choice: 'finish', name: 'Black PVD Finish', priceSatang: 0 },
    { choice: 'logo', name: 'Crown Royal', priceSatang: 0 },
    { choice: 'giftBox', name: 'No gift box', priceSatang: 0 },
  ],
  ...over,
});

export const sampleLines: OrderMailLine[] = [
  line(),
  line({
    configurationId: '7c2a1f6d-2222-4333-8444-555566667777',
    modelName: 'Melody D',
    quantity: 2,
    unitPriceSatang: 1_200_000,
    picturePath: null,
    options: [
      { choice: 'model', name: 'Melody D', priceSatang: 1_100_000 },
      { choice: 'handedness', name: 'Left-handed', priceSatang: 0 },
      { choice: 'grip', name: 'Standard Matte Black', priceSatang: 0 },
      { choice: 'giftBox', name: 'Premium Gift Box', priceSatang: 100_000 },
    ],
  }),
];

const base = { orderId: sampleOrderId, customerName: 'Somchai Jaidee', channel: 'web' as const };

export const sampleOrderMailData: OrderMailDataByKind = {
  'order-receipt': {
    ...base,
    lines: sampleLines,
    totalSatang: 3_850_000,
    paymentMethod: 'card',
    paidAt: '2026-11-26T08:02:00.000Z',
    deliveryDeadline: '2026-11-27T08:02:00.000Z',
  },
  'order-crafting-started': {
    ...base,
    startedAt: '2026-11-26T09:00:00.000Z',
    deliveryDeadline: '2026-11-27T08:02:00.000Z',
    lines: sampleLines,
  },
  'order-at-risk': {
    ...base,
    deliveryDeadline: '2026-11-27T08:02:00.000Z',
    newEstimate: '2026-11-28T08:02:00.000Z',
  },
  'order-deadline-missed': {
    ...base,
    deliveryDeadline: '2026-11-27T08:02:00.000Z',
    newEstimate: '2026-11-28T10:00:00.000Z',
  },
  'order-shipped': {
    ...base,
    shippedAt: '2026-11-27T03:30:00.000Z',
    carrier: 'Thailand Post EMS',
    trackingNumber: 'EX123456785TH',
    carrierTrackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
    lines: sampleLines,
  },
  'order-ready-to-collect': {
    ...base,
    readyAt: '2026-11-27T03:30:00.000Z',
    pickupCode: '7KQ4MZ2P',
    lines: sampleLines,
  },
  'order-delivered': { ...base, deliveredAt: '2026-11-27T07:45:00.000Z' },
  'order-cancelled': {
    ...base,
    cancelledAt: '2026-11-26T09:10:00.000Z',
    reason: 'Logo cannot be engraved on a Melody C face',
    refundSatang: 1_245_000,
  },
  'order-refunded': {
    ...base,
    refundedAt: '2026-11-28T03:20:00.000Z',
    reason: 'Scratch on sole plate: part of price back',
    refundSatang: 150_000,
    method: 'card',
  },
  'order-payment-returned': {
    ...base,
    returnedAt: '2026-11-26T09:31:00.000Z',
    amountSatang: 1_245_000,
    reason: 'qr_expired',
  },
  'order-remake': {
    ...base,
    remakeOfOrderId: '3b6f0c2e-8d41-4a9e-b7c5-2e1f0a9d8c47',
    reason: 'wrong_engraving',
    deliveryDeadline: '2026-11-30T04:00:00.000Z',
    lines: sampleLines.map((line) => ({ ...line, unitPriceSatang: 0 })),
  },
};
