import type { PromptPayQr } from '@sound-putter/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { watchOrder } from '../../api/order-watch';
import { useOpenPromptPayMutation } from '../../api/orders.api';
import { useLanguage } from '../../lib/use-language';
import { useMsLeft } from '../../lib/use-now';
import { Button, buttonClasses } from '../../components/ui/button';
import { BusyPanel } from './busy-panel';
import { countdownText, promptPayText, satangText } from './promptpay-text';

export interface PromptPayPanelProps {
  orderId: string;
  onPaid: (paymentIntentId: string) => void;
}

/**
 * The PromptPay QR for the order's total, with a countdown to its expiry. It moves on by itself when the order's
 * socket pushes the payment's confirmation; an expired code is renewed for the same order.
 */
export function PromptPayPanel({ orderId, onPaid }: PromptPayPanelProps) {
  const { language } = useLanguage();
  const text = promptPayText[language];
  const [open, { isLoading, isError }] = useOpenPromptPayMutation();
  const [qr, setQr] = useState<PromptPayQr | null>(null);
  const msLeft = useMsLeft(qr?.expiresAt ?? null);
  const expired = qr !== null && msLeft <= 0;
  const paidOnce = useRef(false);

  const fetchQr = useCallback(async () => {
    try {
      setQr(await open({ orderId }).unwrap());
    } catch {
      setQr(null);
    }
  }, [open, orderId]);

  useEffect(() => {
    void fetchQr();
  }, [fetchQr]);

  // The push, not a poll: the order's socket says when the payment confirmed the order.
  const intentId = qr?.paymentIntentId ?? null;
  useEffect(() => {
    if (!intentId) return;
    const paid = (status: string | undefined) => {
      if (paidOnce.current || !status || status === 'pending') return;
      paidOnce.current = true;
      onPaid(intentId);
    };
    return watchOrder(orderId, {
      onChange: (change) => !change.cancelled && paid(change.status),
      onSnapshot: (ack) => paid(ack.status),
    });
  }, [orderId, intentId, onPaid]);

  if (isError && !qr)
    return (
      <div className="space-y-4" lang={language}>
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {text.failed}
        </p>
        <Button variant="outline" onClick={() => void fetchQr()}>
          {text.renew}
        </Button>
      </div>
    );
  if (!qr || isLoading) return <BusyPanel text={text.preparing} />;

  const amount = satangText(qr.amountSatang);
  const qrImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.qrSvg)}`;
  return (
    <section aria-labelledby="promptpay-heading" className="space-y-4" lang={language}>
      <h3 id="promptpay-heading" className="text-lg font-semibold">
        {text.heading}
      </h3>
      <p className="flex items-baseline justify-between rounded-lg bg-slate-100 px-4 py-3 dark:bg-slate-800">
        <span className="text-sm text-slate-700 dark:text-slate-300">{text.amount}</span>
        <span className="text-2xl font-bold" data-testid="promptpay-amount">
          {amount}
        </span>
      </p>
      {expired ? (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <p role="status">{text.expired}</p>
          <Button onClick={() => void fetchQr()} disabled={isLoading}>
            {text.renew}
          </Button>
        </div>
      ) : (
        <>
          <div className="mx-auto w-full max-w-xs rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
            <img src={qrImage} alt={text.qrAlt(amount)} className="h-auto w-full" data-testid="promptpay-qr" />
          </div>
          <p className="text-center text-sm" role="timer" aria-live="off">
            {text.expiresIn} <strong data-testid="promptpay-countdown">{countdownText(msLeft)}</strong>
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{text.scan}</p>
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300" role="status">
            <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" />
            {text.waiting}
          </p>
          <div className="space-y-2 sm:hidden">
            <p className="text-sm text-slate-700 dark:text-slate-300">{text.saveHint}</p>
            {qr.testBankUrl ? (
              <Link to={qr.testBankUrl} target="_blank" className={`${buttonClasses('primary', 'lg')} w-full`}>
                {text.openApp}
              </Link>
            ) : (
              <a href={qrImage} download="promptpay-qr.svg" className={`${buttonClasses('primary', 'lg')} w-full`}>
                {text.saveQr}
              </a>
            )}
          </div>
          {qr.testBankUrl && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {text.testMode}{' '}
              <Link to={qr.testBankUrl} target="_blank" className="font-semibold underline">
                {text.testBank}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
