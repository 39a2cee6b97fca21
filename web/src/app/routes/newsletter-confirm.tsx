import { useDocumentTitle } from '../../lib/use-language';
import { NewsletterLinkPage } from '../../features/newsletter/newsletter-link-page';

export default function NewsletterConfirmRoute() {
  useDocumentTitle({ en: 'Confirm your newsletter', th: 'ยืนยันการรับจดหมายข่าว' });
  return <NewsletterLinkPage action="confirm" />;
}
