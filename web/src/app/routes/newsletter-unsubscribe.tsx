import { useEffect } from 'react';
import { NewsletterLinkPage } from '../../features/newsletter/newsletter-link-page';

export default function NewsletterUnsubscribeRoute() {
  useEffect(() => {
    document.title = 'Unsubscribe · Sound Putter';
  }, []);
  return <NewsletterLinkPage action="unsubscribe" />;
}
