import { Type } from '@sinclair/typebox';
import { Closed, IsoTime, StringEnum } from './schema-kit';

/**
 * POST /api/orders/lookup and POST /api/newsletter/subscriptions: the same answer whatever the address (has
 * orders or not, subscribed or not), so the answer tells nobody anything about it.
 */
export const LinkMailedSchema = Closed({ mailed: Type.Literal(true) }, { title: 'LinkMailed' });

/** POST /api/orders/lookup/open: this browser now sees the address's orders in full until `accessExpiresAt`. */
export const OrderLookupOpenedSchema = Closed(
  { email: Type.String(), accessExpiresAt: IsoTime() },
  { title: 'OrderLookupOpened' },
);

/** The newsletter confirmation and unsubscribe links' answer. */
export const NewsletterStatusSchema = Closed(
  { status: StringEnum(['subscribed', 'unsubscribed'] as const) },
  { title: 'NewsletterStatus' },
);
