/**
 * The code of each page but the home page, fetched when first shown. The router renders them lazily, and the page
 * a visitor arrives at starts loading its module beside the app's own code (page-start.ts): both use these loaders.
 */
export const routeModules = {
  about: () => import('./routes/about'),
  help: () => import('./routes/help'),
  howToOrder: () => import('./routes/how-to-order'),
  soundPreview: () => import('./routes/sound-preview'),
  workshop: () => import('./routes/workshop'),
  pickupHandover: () => import('./routes/pickup-handover'),
  admin: () => import('./routes/admin'),
  checkout: () => import('./routes/checkout'),
  checkoutSuccess: () => import('./routes/checkout-success'),
  testBank: () => import('./routes/test-bank'),
  orders: () => import('./routes/orders'),
  orderDetail: () => import('./routes/order-detail'),
  orderLookup: () => import('./routes/order-lookup'),
  newsletterConfirm: () => import('./routes/newsletter-confirm'),
  newsletterUnsubscribe: () => import('./routes/newsletter-unsubscribe'),
  login: () => import('./routes/login'),
  verifyEmail: () => import('./routes/account-verify-email'),
  forgotPassword: () => import('./routes/account-forgot-password'),
  resetPassword: () => import('./routes/account-reset-password'),
  acceptInvitation: () => import('./routes/account-accept-invitation'),
  changeEmail: () => import('./routes/account-change-email'),
  confirmEmail: () => import('./routes/account-confirm-email'),
};
