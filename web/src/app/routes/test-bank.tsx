import { useDocumentTitle } from '../../lib/use-language';
import { TestBankPage } from '../../features/test-bank/test-bank-page';

export default function TestBankRoute() {
  useDocumentTitle({ en: 'Test bank', th: 'ธนาคารทดสอบ' });
  return <TestBankPage />;
}
