import { useDocumentTitle } from '../../lib/use-language';
import { HelpPage } from '../../features/help/help-page';

export default function HelpRoute() {
  useDocumentTitle({
    en: 'Help: FAQ, Shipping, Returns & Warranty',
    th: 'ช่วยเหลือ: คำถามที่พบบ่อย การจัดส่ง การคืนสินค้า และการรับประกัน',
  });
  return <HelpPage />;
}
