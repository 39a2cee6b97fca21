import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WalkInCustomerDetailsDto } from '@sound-putter/contracts/dto';

export const kioskSteps = [
  'attract',
  'choose',
  'configure',
  'review',
  'details',
  'payment',
  'card',
  'promptpay',
  'done',
] as const;
export type KioskStep = (typeof kioskSteps)[number];

export type PaymentChoice = 'promptpay' | 'counter' | 'card';

/** Where each way to pay goes once the order is placed: only the counter needs nothing more here. */
export const stepAfterPlacing: Record<PaymentChoice, KioskStep> = {
  promptpay: 'promptpay',
  counter: 'done',
  card: 'card',
};

/** The steps a customer counts ("Step 2 of 5"); attract, card, PromptPay and done sit outside the count. */
export const countedSteps: readonly KioskStep[] = ['choose', 'configure', 'review', 'details', 'payment'];

export interface PlacedOrder {
  orderId: string;
  clientSecret: string;
  paidBy: PaymentChoice;
  paid: boolean;
}

/** One customer's walk through the kiosk. A reset throws the whole store away, so nothing here outlives them. */
export interface KioskFlowState {
  step: KioskStep;
  details: WalkInCustomerDetailsDto;
  order: PlacedOrder | null;
  /**
   * The order whose PromptPay QR may still be payable: set once a QR is asked for, cleared when the order is paid or
   * the QR withdrawn. A reset withdraws it, so the next customer never faces (or pays) this customer's code.
   */
  qrPendingFor: string | null;
  /** True while a call is failing for want of a network and being retried. */
  reconnecting: boolean;
}

const initialState = (): KioskFlowState => ({
  step: 'attract',
  details: { name: '', phone: '', phoneCountryCode: '+66', email: '' },
  order: null,
  qrPendingFor: null,
  reconnecting: false,
});

export const kioskFlowSlice = createSlice({
  name: 'kioskFlow',
  initialState,
  reducers: {
    stepChanged(state, action: PayloadAction<KioskStep>) {
      state.step = action.payload;
    },
    detailsEntered(state, action: PayloadAction<WalkInCustomerDetailsDto>) {
      state.details = action.payload;
    },
    orderPlaced(state, action: PayloadAction<PlacedOrder>) {
      state.order = action.payload;
    },
    orderPaid(state) {
      if (state.order) state.order.paid = true;
      state.qrPendingFor = null;
    },
    /** Marked before the QR is asked for, so a reset while it is on its way withdraws it too. */
    promptPayRequested(state, action: PayloadAction<string>) {
      if (!state.order?.paid) state.qrPendingFor = action.payload;
    },
    promptPayWithdrawn(state, action: PayloadAction<string>) {
      if (state.qrPendingFor === action.payload) state.qrPendingFor = null;
    },
    connectionLost(state) {
      state.reconnecting = true;
    },
    connectionRestored(state) {
      state.reconnecting = false;
    },
  },
  selectors: {
    selectStep: (state) => state.step,
    selectDetails: (state) => state.details,
    selectOrder: (state) => state.order,
    selectQrPendingFor: (state) => state.qrPendingFor,
    selectReconnecting: (state) => state.reconnecting,
  },
});

export const {
  stepChanged,
  detailsEntered,
  orderPlaced,
  orderPaid,
  promptPayRequested,
  promptPayWithdrawn,
  connectionLost,
  connectionRestored,
} = kioskFlowSlice.actions;
export const { selectStep, selectDetails, selectOrder, selectQrPendingFor, selectReconnecting } =
  kioskFlowSlice.selectors;
