import { useEffect } from 'react';
import { NewsletterLinkPage } from '../../features/newsletter/newsletter-link-page';

export default function NewsletterConfirmRoute() {
  useEffect(() => {
    document.title = 'Confirm your newsletter · Sound Putter';
  }, []);
  return <NewsletterLinkPage action="confirm" />;
}
