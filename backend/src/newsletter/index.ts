/** The newsletter context's public entry: other contexts and the composition root import only this file. */
export { NewsletterModule } from './newsletter.module';
export { NewsletterSubscriptions } from './newsletter-subscriptions';
export { ExpiredNewsletterRequests } from './expired-requests';
