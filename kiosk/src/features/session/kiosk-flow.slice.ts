import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WalkInCustomerDetailsDto } from '@sound-putter/contracts/dto';

export const kioskSteps = ['attract', 'choose', 'configure', 'review', 'details', 'payment', 'card', 'done'] as const;
export type KioskStep = (typeof kioskSteps)[number];

/** The steps a customer counts ("Step 2 of 5"); attract, card and done sit outside the count. */
export const countedSteps: readonly KioskStep[] = ['choose', 'configure', 'review', 'details', 'payment'];

export interface PlacedOrder {
  orderId: string;
  clientSecret: string;
  paidBy: 'counter' | 'card';
  paid: boolean;
}

/** One customer's walk through the kiosk. A reset throws the whole store away, so nothing here outlives them. */
export interface KioskFlowState {
  step: KioskStep;
  details: WalkInCustomerDetailsDto;
  order: PlacedOrder | null;
  /** True while a call is failing for want of a network and being retried. */
  reconnecting: boolean;
}

const initialState = (): KioskFlowState => ({
  step: 'attract',
  details: { name: '', phone: '', phoneCountryCode: '+66', email: '' },
  order: null,
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
    selectReconnecting: (state) => state.reconnecting,
  },
});

export const { stepChanged, detailsEntered, orderPlaced, orderPaid, connectionLost, connectionRestored } =
  kioskFlowSlice.actions;
export const { selectStep, selectDetails, selectOrder, selectReconnecting } = kioskFlowSlice.selectors;
