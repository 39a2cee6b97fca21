/** Every HTTP path under /api, shared by the server's controllers and the clients. */

const enc = encodeURIComponent;

export const apiPaths = {
  config: '/api/config',
  health: { live: '/api/health/live', ready: '/api/health/ready' },
  auth: {
    me: '/api/auth/me',
    login: '/api/auth/login',
    signup: '/api/auth/signup',
    logout: '/api/auth/logout',
    /** POST {token}: the link from the sign-up mail proves the account holds its address. */
    verifyEmail: '/api/auth/verify-email',
    /** POST {email}: mails a reset link when the address has an account; the same answer when it has none. */
    passwordReset: '/api/auth/password-reset',
    /** POST {token, password}: sets the new password and ends every session of the account. */
    passwordResetConfirm: '/api/auth/password-reset/confirm',
    /** POST {token}: the link mailed to the new address moves the account to it. */
    emailChangeConfirm: '/api/auth/email-change/confirm',
    /** POST {token, password}: the invited colleague chooses a password; the account then signs in. */
    invitationAccept: '/api/auth/invitation/accept',
  },
  catalog: {
    models: '/api/putter-models',
    customizations: (category: string) => `/api/customizations/${enc(category)}`,
  },
  configurations: {
    configure: '/api/configure-putter',
    byId: (id: string) => `/api/putter-configurations/${enc(id)}`,
    /** GET: the configuration's putter as a PNG (the cart's drawing), for mails: no session needed. */
    picture: (id: string) => `/api/putter-configurations/${enc(id)}/picture.png`,
  },
  cart: {
    root: '/api/cart',
    add: '/api/cart/add',
    item: (itemId: string) => `/api/cart/items/${enc(itemId)}`,
  },
  addresses: { default: '/api/customer-addresses/default' },
  /** DELETE: the signed-in shopper deletes their account and erases their personal data (PDPA). */
  account: '/api/account',
  /** POST {email, password}: the signed-in shopper asks to move the account to another address (confirmed there). */
  accountEmail: '/api/account/email',
  admin: {
    /** Admin: staff and admin accounts (GET), a new account (POST {email, password, role}). */
    users: '/api/admin/users',
    /** Admin: change an account's role or disable it (PATCH {role?, disabled?}). */
    user: (id: string) => `/api/admin/users/${enc(id)}`,
    /** Admin: invite a colleague by e-mail (POST {email, role, name?}); the account waits for its mailed link. */
    invitations: '/api/admin/users/invitations',
    /** Admin: a pending invitation's account: send it again (POST …/resend) or withdraw it (DELETE). */
    invitation: (id: string) => `/api/admin/users/${enc(id)}/invitation`,
    invitationResend: (id: string) => `/api/admin/users/${enc(id)}/invitation/resend`,
    eraseCustomer: '/api/admin/customers/erase',
    /** Staff: the mail log (`?status=dead` for dead letters), newest first. */
    mail: '/api/admin/mail',
    /** Staff: send a test mail (POST {to, language}). */
    mailCheck: '/api/admin/mail/check',
    /** Staff: the mails of one order, oldest first (the board's history dialog). */
    orderMails: (orderId: string) => `/api/admin/mail/orders/${enc(orderId)}`,
    /** Staff: a dead mail is tried again (POST). */
    mailRetry: (id: string) => `/api/admin/mail/${enc(id)}/retry`,
    /** Staff: a new copy of any mail, sent as a new mail that records it is a resend (POST). */
    mailResend: (id: string) => `/api/admin/mail/${enc(id)}/resend`,
    /** Staff and admin: the whole catalog with availability and price history (GET); admin adds options (POST). */
    catalog: '/api/admin/catalog',
    catalogOptions: '/api/admin/catalog/options',
    /** Admin: a model's or option's texts (PUT). */
    catalogItem: (kind: 'models' | 'options', id: string) => `/api/admin/catalog/${kind}/${enc(id)}`,
    /** Admin: a new price from now or a later time (POST). */
    catalogPrices: (kind: 'models' | 'options', id: string) => `/api/admin/catalog/${kind}/${enc(id)}/prices`,
    /** Admin: which open carts a price change would touch, before it is published (POST, changes nothing). */
    catalogPricePreview: (kind: 'models' | 'options', id: string) =>
      `/api/admin/catalog/${kind}/${enc(id)}/prices/preview`,
    /** Staff and admin: available or not (PUT {available}). */
    catalogAvailability: (kind: 'models' | 'options', id: string) =>
      `/api/admin/catalog/${kind}/${enc(id)}/availability`,
    /** Admin: a month's output-VAT report as CSV (`YYYY-MM`, Bangkok time). */
    /** Staff and admin: orders found by text, status, channel and Bangkok dates, newest first, a page at a time. */
    orders: '/api/admin/orders',
    vatReport: (month: string) => `/api/admin/vat-report?month=${enc(month)}`,
    /** Staff and admin: the dashboard's figures for the Bangkok days from..to (inclusive, YYYY-MM-DD). */
    dashboard: (from: string, to: string) => `/api/admin/dashboard?from=${enc(from)}&to=${enc(to)}`,
  },
  orders: {
    list: '/api/orders',
    init: '/api/orders/init',
    mine: '/api/orders/my-orders',
    /** Staff: the workshop board's orders (waiting, crafting, shipped, delivered since a time). */
    board: '/api/orders/board',
    /** POST: mail a link to the address that opens its orders in this browser (the same answer for any address). */
    lookup: '/api/orders/lookup',
    /** POST: open a mailed lookup link in this browser (once). */
    lookupOpen: '/api/orders/lookup/open',
    /** Orders placed in this browser, and those of addresses whose lookup link was opened here. */
    thisBrowser: '/api/orders/this-browser',
    byId: (id: string) => `/api/orders/${enc(id)}`,
    tracking: (id: string) => `/api/orders/${enc(id)}/tracking`,
    payment: (id: string) => `/api/orders/${enc(id)}/payment`,
    status: (id: string) => `/api/orders/${enc(id)}/status`,
    inStorePayment: (id: string) => `/api/orders/${enc(id)}/in-store-payment`,
    /** POST: its owner (until crafting starts) or staff (with a reason, until delivery) cancel it; refunded in full. */
    cancel: (id: string) => `/api/orders/${enc(id)}/cancel`,
    /** Staff (POST): take back the order's last step, with a reason, within the recall window. */
    recall: (id: string) => `/api/orders/${enc(id)}/recall`,
    /** POST, staff: give (part of) the payment back, with a reason; at most what was paid and not yet refunded. */
    refund: (id: string) => `/api/orders/${enc(id)}/refunds`,
    /** Staff (POST): make a shipped or delivered order again at no charge; answers the remake order. */
    remakes: (id: string) => `/api/orders/${enc(id)}/remakes`,
    /** Staff: correct a shipped order's carrier or tracking number. */
    shipment: (id: string) => `/api/orders/${enc(id)}/shipment`,
    /** Staff: the order's audit trail from its event log. */
    history: (id: string) => `/api/orders/${enc(id)}/history`,
    /** Staff: a note on the order, internal or shown to the customer (POST {noteId, visibility, text}). */
    notes: (id: string) => `/api/orders/${enc(id)}/notes`,
    /** Its tax invoices and credit notes (owner, staff). */
    taxDocuments: (id: string) => `/api/orders/${enc(id)}/tax-documents`,
    /** POST: ask for a full tax invoice (buyer name, address, tax id, branch). */
    taxInvoice: (id: string) => `/api/orders/${enc(id)}/tax-invoice`,
    /** POST (owner, staff): a link to the receipt PDF that opens without a session, for RECEIPT_LINK_TTL_HOURS. */
    receiptLink: (id: string) => `/api/orders/${enc(id)}/receipt-link`,
    /** GET with a receipt link's token: the order's receipt/tax invoice PDF (no session needed). */
    receipt: (id: string, token: string) => `/api/orders/${enc(id)}/receipt?token=${encodeURIComponent(token)}`,
    /** POST, staff: a crafted pickup order is on the counter; its pickup code is issued. */
    readyToCollect: (id: string) => `/api/orders/${enc(id)}/ready-to-collect`,
  },
  /** POST, staff at the counter: hand over the putter whose pickup code the customer shows. */
  pickups: { handover: '/api/pickups/handover' },
  /** POST, the carrier-tracking service: a signed delivery event (README "Carrier delivery webhook"). */
  webhooks: { carrier: '/api/webhooks/carrier' },
  kiosk: { device: '/api/kiosk/device' },
  newsletter: {
    subscribe: '/api/newsletter/subscriptions',
    confirm: '/api/newsletter/confirm',
    unsubscribe: '/api/newsletter/unsubscribe',
    /** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), called by mail clients without a session. */
    oneClick: '/api/newsletter/unsubscribe/one-click',
  },
  payments: {
    testGatewayConfirm: '/api/payments/test-gateway/confirm',
    promptPay: '/api/payments/promptpay',
    promptPayOf: (orderId: string) => `/api/payments/promptpay/${encodeURIComponent(orderId)}`,
    testBankInspect: '/api/payments/test-gateway/bank/inspect',
    testBankPay: '/api/payments/test-gateway/bank/pay',
    stripeWebhook: '/api/payments/stripe/webhook',
  },
} as const;

/** The header that carries the browser's anonymous session id: "sess_" plus 9 characters of [a-z0-9]. */
export const SESSION_HEADER = 'x-session-id';
export const SESSION_ID_PATTERN = /^sess_[a-z0-9]{9}$/;
export const CORRELATION_HEADER = 'x-correlation-id';
/**
 * A claim to be a kiosk. On its own it proves nothing: a request that sends it without a valid kiosk token is
 * refused (401 invalid_kiosk_token) rather than taken as web.
 */
export const CLIENT_CHANNEL_HEADER = 'x-client-channel';
/** The kiosk device's token (the server's KIOSK_TOKEN): the one proof that makes a request's channel `kiosk`. */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';
