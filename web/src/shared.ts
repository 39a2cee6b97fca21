/**
 * The kiosk's contract with the web shop (the package's only export to it; lint refuses deeper imports). Each line
 * names its own module, not an index, so the kiosk bundle holds only the endpoints it uses.
 */
export { baseApi, setKioskDeviceToken } from './api/base-api';
export { errorText, isApiError } from './api/api-error';
export { getSessionId, resetSessionId } from './api/session-id';
export { useGetCustomizationsQuery, useGetPutterModelsQuery } from './api/catalog.api';
export { useLiveCatalog } from './api/use-live-catalog';
export { useConfigurePutterMutation, useGetPutterConfigurationQuery } from './api/configurator.api';
export { useAddToCartMutation, useClearCartMutation } from './api/cart.api';
export {
  useConfirmOrderPaymentMutation,
  useConfirmTestCardPaymentMutation,
  useGetClientConfigQuery,
  useGetOrderQuery,
  useOpenPromptPayMutation,
} from './api/orders.api';
export { watchOrder } from './api/order-watch';
export { useCreateReceiptLinkMutation } from './api/invoicing.api';
export { countdownText } from './features/checkout/promptpay-text';
export { useMsLeft } from './lib/use-now';
export { setupStore } from './store/store';
export {
  configurePayload,
  handednessChanged,
  logoOptionChosen,
  logosComplete,
  logosConfirmed,
  modelSelected,
  optionChanged,
  priceCalculated,
  priceInvalidated,
  selectConfiguration,
  type OptionField,
} from './store/configuration.slice';
export { swatchFor } from '@sound-putter/contracts';
export { PutterPreview } from './components/putter-preview';
export { PutterStage } from './components/putter/putter-stage';
export { LogoArt } from './components/putter/logo-art';
export { modelRenders } from './components/putter/product-renders';
export { languageHooks, type LanguageHooks } from './lib/i18n';
