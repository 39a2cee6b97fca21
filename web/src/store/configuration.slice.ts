import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  logoCountFor,
  type Handedness,
  type LogoConfiguration,
  type LogoId,
  type PutterConfigurationView,
} from '@sound-putter/contracts';

import { initialConfiguration, type ConfigurationState, type OptionField } from './configuration-state';

export { initialConfiguration, type ConfigurationState, type OptionField } from './configuration-state';

const isLogoId = (value: string): value is LogoId => value in logoCountFor;

export const configurationSlice = createSlice({
  name: 'configuration',
  initialState: initialConfiguration,
  reducers: {
    modelSelected(state, action: PayloadAction<string>) {
      state.modelId = action.payload;
    },
    handednessChanged(state, action: PayloadAction<Handedness>) {
      state.handedness = action.payload;
    },
    optionChanged(state, action: PayloadAction<{ field: OptionField; id: string }>) {
      state[action.payload.field] = action.payload.id;
    },
    /** logo-none clears every logo; a different logo count clears the entries so the wizard starts fresh. */
    logoOptionChosen(state, action: PayloadAction<LogoId>) {
      const logoId = action.payload;
      state.logoId = logoId;
      if (logoId === 'logo-none' || state.logoConfigurations.length !== logoCountFor[logoId]) {
        state.logoConfigurations = [];
      }
    },
    logosConfirmed(state, action: PayloadAction<LogoConfiguration[]>) {
      state.logoConfigurations = action.payload;
    },
    priceCalculated(state, action: PayloadAction<{ totalPrice: number; configurationId: string }>) {
      state.totalPrice = action.payload.totalPrice;
      state.configurationId = action.payload.configurationId;
    },
    /** A stale configurationId must not reach the cart once the options no longer match it. */
    priceInvalidated(state) {
      state.configurationId = '';
    },
    configurationRestored(_state, action: PayloadAction<PutterConfigurationView>) {
      const view = action.payload;
      const base = initialConfiguration();
      return {
        ...base,
        modelId: view.modelId,
        handedness: view.handedness === 'left' ? 'left' : 'right',
        gripId: view.gripId || base.gripId,
        shaftId: view.shaftId || base.shaftId,
        shaftColorId: view.shaftColorId || base.shaftColorId,
        lengthId: view.lengthId || base.lengthId,
        logoId: isLogoId(view.logoId) ? view.logoId : base.logoId,
        logoConfigurations: view.logoConfigurations ?? [],
        millOptionId: view.millOptionId ?? '',
        faceMillOptionId: view.faceMillOptionId || base.faceMillOptionId,
        giftBoxId: view.giftBoxId || base.giftBoxId,
        totalPrice: view.totalPrice,
        configurationId: view.id,
      };
    },
    configurationReset: () => initialConfiguration(),
  },
  selectors: {
    selectConfiguration: (state) => state,
    selectModelId: (state) => state.modelId,
  },
});

export const {
  modelSelected,
  handednessChanged,
  optionChanged,
  logoOptionChosen,
  logosConfirmed,
  priceCalculated,
  priceInvalidated,
  configurationRestored,
  configurationReset,
} = configurationSlice.actions;
export const { selectConfiguration, selectModelId } = configurationSlice.selectors;

/** Logo entries are complete when there are as many as the chosen logo option needs, each with content. */
export const logosComplete = (state: Pick<ConfigurationState, 'logoId' | 'logoConfigurations'>): boolean =>
  state.logoConfigurations.length === logoCountFor[state.logoId] &&
  state.logoConfigurations.every((entry) => Boolean(entry.content?.trim()));

/** The configure call's body: empty values are omitted (spec section 7). */
export const configurePayload = (state: ConfigurationState) => {
  const body: Record<string, unknown> = {
    modelId: state.modelId,
    handedness: state.handedness,
    gripId: state.gripId,
    shaftId: state.shaftId,
    shaftColorId: state.shaftColorId,
    lengthId: state.lengthId,
    logoId: state.logoId,
    logoConfigurations: state.logoConfigurations,
    millOptionId: state.millOptionId,
    faceMillOptionId: state.faceMillOptionId,
    giftBoxId: state.giftBoxId,
  };
  for (const [key, value] of Object.entries(body)) if (value === '' || value === undefined) delete body[key];
  return body as { modelId: string } & Record<string, unknown>;
};
