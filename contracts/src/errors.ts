import type { Static } from '@sinclair/typebox';
import type { ApiErrorBodySchema } from './schemas/errors.schema';
/**
 * The error body every API error carries (the spec's application error object).
 * `details` holds per-field messages for validation failures: `{ field: [message, ...] }`.
 */
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

/** The error catalogue: each code, its HTTP status and its default message. */
export const errorCatalogue = {
  bad_request: { status: 400, message: 'The request was invalid.' },
  malformed_json: { status: 400, message: 'The request body is not valid JSON.' },
  body_too_deep: { status: 400, message: 'The request body is nested too deeply.' },
  malformed_url: { status: 400, message: 'The address is not valid (bad percent-encoding).' },
  invalid_session_id: { status: 400, message: 'The x-session-id header is missing or malformed.' },
  unauthenticated: { status: 401, message: 'You need to be logged in to perform this action.' },
  invalid_credentials: { status: 401, message: 'Invalid email or password.' },
  invalid_kiosk_token: { status: 401, message: 'The kiosk device token is missing or wrong.' },
  session_not_bound: {
    status: 401,
    message: 'This x-session-id belongs to another browser (or its sp_browser cookie is missing). Start a new session.',
  },
  session_ended: { status: 401, message: 'This x-session-id has ended (signed out). Start a new session.' },
  forbidden: { status: 403, message: "You don't have permission to perform this action." },
  account_disabled: { status: 403, message: "This account is disabled. Ask the shop's admin to enable it again." },
  not_found: { status: 404, message: 'The requested item could not be found.' },
  unknown_category: { status: 404, message: 'Unknown customization category.' },
  configuration_not_found: { status: 404, message: 'Configuration not found.' },
  cart_item_not_found: { status: 404, message: 'Cart item not found.' },
  order_not_found: { status: 404, message: 'Order not found.' },
  mail_not_found: { status: 404, message: 'Mail not found.' },
  tax_document_not_found: { status: 404, message: 'Tax document not found.' },
  receipt_not_issued: {
    status: 404,
    message:
      "This order's receipt has not been issued yet (it is issued once the order is paid). Try again in a minute.",
  },
  receipt_link_invalid: { status: 403, message: 'This receipt link is not valid for this order.' },
  receipt_link_expired: {
    status: 410,
    message: 'This receipt link has expired. Download the receipt from your order page, or ask the shop for a copy.',
  },
  catalog_item_not_found: { status: 404, message: 'No such model or option in the catalog.' },
  catalog_item_exists: { status: 409, message: 'An option with this name already exists in this category.' },
  catalog_item_unavailable: {
    status: 422,
    message: 'A model or option you chose is no longer available. Please choose another.',
  },
  cart_item_unavailable: {
    status: 422,
    message: 'Your cart holds a putter with a model or option that is no longer available. Please change it.',
  },
  conflict: { status: 409, message: 'This action conflicts with the current state.' },
  concurrency_conflict: { status: 409, message: 'The data changed while your request ran. Please retry.' },
  email_taken: { status: 409, message: 'An account with this email already exists.' },
  token_invalid: {
    status: 400,
    message: 'This link is not valid: it may have been copied incompletely. Ask for a new one.',
  },
  token_used: { status: 410, message: 'This link has already been used. Ask for a new one if you still need it.' },
  token_expired: { status: 410, message: 'This link has expired. Ask for a new one.' },
  empty_cart: { status: 409, message: 'The cart is empty.' },
  already_paid: { status: 409, message: 'This order is already paid.' },
  payment_canceled: {
    status: 409,
    message: 'This payment was replaced by a newer checkout of the same cart. Please pay the latest one.',
  },
  staff_account: {
    status: 409,
    message: 'Staff and admin accounts are not erased this way; an admin changes their role to customer first.',
  },
  orders_in_progress: {
    status: 409,
    message:
      'This customer has orders paid and not yet delivered; erasing now would keep the workshop from shipping them. ' +
      'Send force: true to erase anyway.',
  },
  lookup_link_invalid: { status: 404, message: 'This order lookup link is not valid. Ask for a new one.' },
  lookup_link_used: {
    status: 410,
    message: 'This order lookup link has been used already. Ask for a new one to open your orders in this browser.',
  },
  lookup_link_expired: { status: 410, message: 'This order lookup link has expired. Ask for a new one.' },
  newsletter_link_invalid: { status: 404, message: 'This newsletter link is not valid.' },
  newsletter_link_expired: {
    status: 410,
    message: 'This confirmation link has expired. Subscribe again to get a new one.',
  },
  mail_not_dead: {
    status: 409,
    message: 'Only a dead mail can be retried. To send a mail again, resend it.',
  },
  tax_invoice_already_issued: { status: 409, message: 'A full tax invoice has already been issued for this order.' },
  tax_invoice_window_closed: {
    status: 409,
    message: 'A full tax invoice can be asked for only until the end of the month of the sale.',
  },
  pickup_code_invalid: {
    status: 404,
    message:
      'No order waits for this pickup code. Check the code with the customer (it is on their order page and mail).',
  },
  pickup_code_used: {
    status: 409,
    message: 'This pickup code was already used: the putter has been handed over.',
  },
  carrier_signature_invalid: {
    status: 401,
    message: 'The carrier webhook signature is missing or does not match the shared secret.',
  },
  carrier_event_stale: {
    status: 400,
    message: 'The carrier webhook timestamp is missing or outside the accepted window of 5 minutes.',
  },
  carrier_event_replayed: { status: 409, message: 'This carrier event id was already received.' },
  invalid_status_transition: { status: 409, message: 'The order cannot move to that status.' },
  validation_failed: { status: 422, message: 'Validation failed.' },
  cart_limit_exceeded: { status: 422, message: 'The cart cannot hold more.' },
  payment_limit_exceeded: {
    status: 422,
    message: 'The total is more than one payment can carry. Please contact the workshop.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON (content-type: application/json).' },
  payment_declined: { status: 402, message: 'The card was declined.' },
  payment_not_verified: { status: 409, message: 'The payment could not be verified.' },
  too_many_requests: {
    status: 429,
    message: "You're making requests too quickly. Please wait a moment and try again.",
  },
  internal_error: { status: 500, message: 'An internal server error occurred.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
