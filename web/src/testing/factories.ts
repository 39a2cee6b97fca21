import type {
  CartItemView,
  CustomizationCategory,
  CustomizationOptionView,
  PutterModelView,
  OrderView,
  RedactedOrderView,
} from '@sound-putter/contracts';

export const models: PutterModelView[] = [
  {
    id: 'melody-c',
    name: 'Melody C',
    nameTh: 'เมโลดี้ ซี',
    soundType: 'Deep and Resonant',
    soundTypeTh: 'ทุ้มและก้องกังวาน',
    basePrice: '10500.00',
    description: 'A warm, low-mid tone that inspires confidence.',
    descriptionTh: 'เสียงทุ้มอบอุ่นที่ให้ความมั่นใจ',
    features: ['Low-Mid 150-800 Hz', '1.2 s sustain', 'High resonance'],
    featuresTh: ['ช่วงต่ำถึงกลาง 150-800 Hz', 'หางเสียง 1.2 วินาที', 'ก้องกังวานสูง'],
  },
  {
    id: 'melody-d',
    name: 'Melody D',
    nameTh: 'เมโลดี้ ดี',
    soundType: 'Bright and Dynamic',
    soundTypeTh: 'สดใสและมีชีวิตชีวา',
    basePrice: '11500.00',
    description: 'A bright, sharp and clear strike.',
    descriptionTh: 'เสียงตีที่สดใส คม และชัด',
    features: ['Mid-High 400-2000 Hz', '0.8 s sustain', 'Crisp feedback'],
    featuresTh: ['ช่วงกลางถึงสูง 400-2000 Hz', 'หางเสียง 0.8 วินาที', 'ตอบสนองคมชัด'],
  },
];

const option = (
  category: CustomizationCategory,
  id: string,
  name: string,
  price = '0.00',
): CustomizationOptionView => ({
  id,
  category,
  name,
  // Tests tell the languages apart by this mark.
  nameTh: `${name} (ไทย)`,
  price,
});

export const customizations: Record<CustomizationCategory, CustomizationOptionView[]> = {
  grip: [
    option('grip', 'grip-standard-black', 'Standard Black'),
    option('grip', 'grip-premium-red', 'Premium Red', '1200.00'),
  ],
  shaft: [
    option('shaft', 'shaft-standard', 'Standard Steel'),
    option('shaft', 'shaft-graphite', 'Graphite', '2500.00'),
  ],
  shaft_color: [
    option('shaft_color', 'shaft-color-silver', 'Brushed Silver'),
    option('shaft_color', 'shaft-color-black', 'Matte Black'),
    option('shaft_color', 'shaft-color-gold', 'Champagne Gold'),
  ],
  length: ['32', '33', '34', '35'].map((n) => option('length', `length-${n}`, `${n} inches`)),
  logo: [
    option('logo', 'logo-none', 'No Logo'),
    option('logo', 'logo-single', 'Single Logo', '800.00'),
    option('logo', 'logo-double', 'Double Logo', '1500.00'),
  ],
  face_mill_option: [
    option('face_mill_option', 'face-mill-standard', 'Standard Mill'),
    option('face_mill_option', 'face-mill-diamond', 'Diamond Mill', '1000.00'),
  ],
  mill_option: [],
  gift_box: [
    option('gift_box', 'gift-box-none', 'No Gift Box'),
    option('gift_box', 'gift-box-premium', 'Premium Gift Box', '500.00'),
  ],
};

export const cartItem = (overrides: Partial<CartItemView> = {}): CartItemView => {
  const quantity = overrides.quantity ?? 1;
  return {
    id: 'item-1',
    quantity,
    configurationId: '00000000-0000-4000-8000-000000000001',
    configuration: {
      model: { id: 'melody-c', name: 'Melody C' },
      handedness: 'left',
      grip: { name: 'Standard Black' },
      shaft: { name: 'Standard Steel' },
      shaftColor: { name: 'Brushed Silver' },
      length: { name: '35 inches' },
      logo: { name: 'No Logo' },
      logoText: null,
      totalPrice: 10500,
      faceMill: { name: 'Standard Fly-Cut' },
      finish: null,
      giftBox: { name: 'No Gift Box' },
      logos: [],
      choices: [
        { choice: 'model', name: 'Melody C', price: 10500 },
        { choice: 'handedness', name: 'Left-handed', price: 0 },
        { choice: 'grip', name: 'Standard Black', price: 0 },
        { choice: 'shaft', name: 'Standard Steel', price: 0 },
        { choice: 'shaftColor', name: 'Brushed Silver', price: 0 },
        { choice: 'length', name: '35 inches', price: 0 },
        { choice: 'faceMill', name: 'Standard Fly-Cut', price: 0 },
        { choice: 'finish', name: 'Standard Finish', price: 0 },
        { choice: 'logo', name: 'No Logo', price: 0 },
        { choice: 'giftBox', name: 'No Gift Box', price: 0 },
      ],
    },
    lineTotal: 10500 * quantity,
    currentPrice: 10500,
    ...overrides,
  };
};

/** An order as a visitor without its e-mail sees it (no customer details, no lines). */
export const redactedOrder = (overrides: Partial<RedactedOrderView> = {}): RedactedOrderView => ({
  id: '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11',
  shortId: 'F0E7A11',
  access: 'redacted',
  status: 'confirmed',
  totalAmount: 10500,
  paymentStatus: 'paid',
  fulfilment: 'ship',
  estimatedDelivery: null,
  deliveryDeadline: '2026-11-23T10:00:00.000Z',
  deliveredAt: null,
  cancelledAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/** An order as its owner (or a browser that opened the address's lookup link) sees it. */
export const fullOrder = (overrides: Partial<OrderView> = {}): OrderView => ({
  ...redactedOrder(),
  access: 'full',
  customerEmail: 'somchai@example.com',
  customerName: 'Somchai Jaidee',
  customerPhone: '812345678',
  customerPhoneCountryCode: '+66',
  configurationId: '9b2d6f1e-3c4a-4e8b-a1d2-7f5e6c3b2a19',
  lines: [],
  paymentId: 'pi_1',
  cancelReason: null,
  refundedAmount: 0,
  recallableUntil: null,
  refunds: [],
  returnedPayments: [],
  channel: 'web',
  shippingAddress: {
    streetAddress: '1 Sukhumvit',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
  },
  billingAddress: {
    streetAddress: '1 Sukhumvit',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
  },
  shipment: null,
  pickup: null,
  giftMessage: null,
  remakeOf: null,
  remakes: [],
  notes: [],
  ...overrides,
});
