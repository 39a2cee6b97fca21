import { useDocumentTitle } from '../../lib/use-language';
import { NewsletterLinkPage } from '../../features/newsletter/newsletter-link-page';

export default function NewsletterUnsubscribeRoute() {
  useDocumentTitle({ en: 'Unsubscribe', th: 'ยกเลิกการรับจดหมายข่าว' });
  return <NewsletterLinkPage action="unsubscribe" />;
}
