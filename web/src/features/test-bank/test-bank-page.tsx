import type { TestBankQr, TestBankTransfer } from '@sound-putter/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api';
import { useGetClientConfigQuery, useInspectTestBankQrMutation, usePayTestBankQrMutation } from '../../api/orders.api';
import { Button } from '../../components/ui/button';
import { satangText } from '../checkout/promptpay-text';

const newTransferId = () => `tb_${crypto.randomUUID().replace(/-/g, '')}`;

const outcomeText = (transfer: TestBankTransfer): string => {
  if (transfer.outcome === 'paid') return 'Paid. The shop has confirmed the order; you can go back to the checkout.';
  if (transfer.outcome === 'declined') return 'Declined. No money moved.';
  return `Transferred, then refunded by the shop automatically (${transfer.reason ?? 'refused'}).`;
};

/**
 * The local TEST bank: stands in for a banking app when the shop runs on the test gateway. It reads the PromptPay
 * QR's text from the link under the QR and pays it, as a phone scanning it would. No real money moves.
 */
export function TestBankPage() {
  const [params] = useSearchParams();
  const payload = params.get('payload') ?? '';
  const config = useGetClientConfigQuery();
  const [inspect, inspected] = useInspectTestBankQrMutation();
  const [pay, paying] = usePayTestBankQrMutation();
  const [qr, setQr] = useState<TestBankQr | null>(null);
  const [transfer, setTransfer] = useState<TestBankTransfer | null>(null);
  // One transfer id per press of Pay: a retried request is the same transfer, a second press a second transfer.
  const [transferId, setTransferId] = useState(newTransferId);
  const testMode = config.data?.paymentGateway === 'test';

  useEffect(() => {
    if (testMode && payload)
      void inspect({ payload })
        .unwrap()
        .then(setQr, () => setQr(null));
  }, [testMode, payload, inspect]);

  const send = async (decline: boolean) => {
    try {
      setTransfer(await pay({ payload, transferId, ...(decline ? { decline } : {}) }).unwrap());
      setTransferId(newTransferId());
    } catch {
      setTransfer(null);
    }
  };

  const body = () => {
    if (config.isLoading) return <p>Loading…</p>;
    if (!testMode) return <p role="alert">The test bank is available only when the shop runs on its test gateway.</p>;
    if (!payload) return <p role="alert">Open this page from the link under a PromptPay QR code.</p>;
    if (inspected.isError)
      return <p role="alert">{errorText(inspected.error as never) || 'This is not a QR code of this shop.'}</p>;
    if (!qr) return <p>Reading the QR code…</p>;
    return (
      <div className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Pay to (PromptPay)</dt>
          <dd className="font-mono">{qr.promptPayId}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Amount</dt>
          <dd className="text-2xl font-bold" data-testid="test-bank-amount">
            {satangText(qr.amountSatang)}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Reference</dt>
          <dd className="break-all font-mono">{qr.reference}</dd>
          <dt className="text-slate-600 dark:text-slate-400">QR</dt>
          <dd data-testid="test-bank-status">{qr.status}</dd>
        </dl>
        <div className="grid grid-cols-2 gap-3">
          <Button size="lg" onClick={() => void send(false)} disabled={paying.isLoading}>
            Pay {satangText(qr.amountSatang)}
          </Button>
          <Button size="lg" variant="outline" onClick={() => void send(true)} disabled={paying.isLoading}>
            Decline
          </Button>
        </div>
        {transfer && (
          <p
            role="status"
            data-testid="test-bank-outcome"
            className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800"
          >
            {outcomeText(transfer)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <p className="mb-4 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        TEST BANK: for development and tests only. No real money moves.
      </p>
      <h1 className="mb-6 text-2xl font-bold">Test bank: pay a PromptPay QR</h1>
      {body()}
    </div>
  );
}
