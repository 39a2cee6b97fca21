import type { ErasureResult, LinkRedeemed, MailRequestAccepted, MeResponse, UserView } from './account';
import type { CartAddResult, CartView } from './cart';
import type {
  ConfigurePutterResult,
  CustomizationOptionView,
  PutterConfigurationView,
  PutterModelView,
} from './catalog';

/**
 * What each call answers when it succeeds: the HTTP status and the body type. The backend's tests check the server
 * against `apiSuccessStatus`, and the web's fake API answers through this map, so the two cannot drift apart.
 */
export interface ApiSuccess {
  'GET /api/putter-models': { status: 200; body: PutterModelView[] };
  'GET /api/customizations/:category': { status: 200; body: CustomizationOptionView[] };
  'POST /api/configure-putter': { status: 200; body: ConfigurePutterResult };
  'GET /api/putter-configurations/:id': { status: 200; body: PutterConfigurationView };
  'GET /api/cart': { status: 200; body: CartView };
  'POST /api/cart/add': { status: 201; body: CartAddResult };
  'PUT /api/cart/items/:id': { status: 200; body: CartView };
  'DELETE /api/cart/items/:id': { status: 200; body: CartView };
  'DELETE /api/cart': { status: 200; body: CartView };
  'GET /api/auth/me': { status: 200; body: MeResponse };
  'POST /api/auth/signup': { status: 202; body: MailRequestAccepted };
  'POST /api/auth/verify-email': { status: 200; body: LinkRedeemed };
  'POST /api/auth/password-reset': { status: 202; body: MailRequestAccepted };
  'POST /api/auth/password-reset/confirm': { status: 200; body: LinkRedeemed };
  'POST /api/auth/email-change/confirm': { status: 200; body: LinkRedeemed };
  'POST /api/auth/invitation/accept': { status: 200; body: LinkRedeemed };
  'POST /api/account/email': { status: 202; body: MailRequestAccepted };
  'POST /api/auth/login': { status: 200; body: UserView };
  'POST /api/auth/logout': { status: 200; body: { ok: true } };
  'DELETE /api/account': { status: 200; body: ErasureResult };
  'POST /api/admin/customers/erase': { status: 200; body: ErasureResult };
}

export type ApiCall = keyof ApiSuccess;

export const apiSuccessStatus: { [K in ApiCall]: ApiSuccess[K]['status'] } = {
  'GET /api/putter-models': 200,
  'GET /api/customizations/:category': 200,
  'POST /api/configure-putter': 200,
  'GET /api/putter-configurations/:id': 200,
  'GET /api/cart': 200,
  'POST /api/cart/add': 201,
  'PUT /api/cart/items/:id': 200,
  'DELETE /api/cart/items/:id': 200,
  'DELETE /api/cart': 200,
  'GET /api/auth/me': 200,
  'POST /api/auth/signup': 202,
  'POST /api/auth/verify-email': 200,
  'POST /api/auth/password-reset': 202,
  'POST /api/auth/password-reset/confirm': 200,
  'POST /api/auth/email-change/confirm': 200,
  'POST /api/auth/invitation/accept': 200,
  'POST /api/account/email': 202,
  'POST /api/auth/login': 200,
  'POST /api/auth/logout': 200,
  'DELETE /api/account': 200,
  'POST /api/admin/customers/erase': 200,
};
