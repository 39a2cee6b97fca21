/**
 * The kiosk's contract with the web shop: everything the kiosk may use from web, and nothing more (the package
 * exports only this file as `@sound-putter/web/shared`; lint refuses deeper imports from kiosk/). Each line names
 * the module it comes from rather than the api/ or store/ index, so the kiosk bundle only holds the endpoints it
 * uses: `injectEndpoints` runs when its module loads, and a bundler keeps every module a barrel imports.
 */
export { baseApi, setKioskDeviceToken } from './api/base-api';
export { errorText, isApiError } from './api/api-error';
export { getSessionId, resetSessionId } from './api/session-id';
export { useGetCustomizationsQuery, useGetPutterModelsQuery } from './api/catalog.api';
export { useConfigurePutterMutation, useGetPutterConfigurationQuery } from './api/configurator.api';
export { useAddToCartMutation, useClearCartMutation } from './api/cart.api';
export {
  useConfirmOrderPaymentMutation,
  useConfirmTestCardPaymentMutation,
  useGetClientConfigQuery,
  useGetOrderQuery,
} from './api/orders.api';
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
export { swatchFor } from './lib/swatches';
export { PutterPreview } from './components/putter-preview';
