import { useEffect } from 'react';
import { TestBankPage } from '../../features/test-bank/test-bank-page';

export default function TestBankRoute() {
  useEffect(() => {
    document.title = 'Test bank · Sound Putter';
  }, []);
  return <TestBankPage />;
}
