import type { PromptPayQr } from '@sound-putter/contracts';
import {
  countdownText,
  errorText,
  getSessionId,
  isApiError,
  useMsLeft,
  useOpenPromptPayMutation,
  watchOrder,
} from '@sound-putter/web/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FailureNotice } from '../../components/ui/failure-notice';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { callUntilConnected } from '../session/call-until-connected';
import {
  orderPaid,
  promptPayRequested,
  promptPayWithdrawn,
  selectOrder,
  stepChanged,
} from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { withdrawPromptPay } from './withdraw-promptpay';

/** Landscape grid places: the code (or its expiry notice) spans the left column, everything else stacks beside it. */
const leftColumn = 'landscape:col-start-1 landscape:row-span-5 landscape:row-start-1';
const beside = 'landscape:col-start-2';

/**
 * The order's PromptPay QR, large enough to scan from arm's length, with the amount and a countdown to its expiry.
 * The customer's own phone pays; the order's socket pushes the confirmation and the kiosk moves to the done screen
 * by itself. Leaving (back, or "pay another way") withdraws the QR first, so it can no longer be paid.
 */
export function PromptPayScreen() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const dispatch = useKioskDispatch();
  const placed = useKioskSelector(selectOrder);
  const orderId = placed?.orderId ?? null;
  const [open] = useOpenPromptPayMutation();
  const [qr, setQr] = useState<PromptPayQr | null>(null);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const msLeft = useMsLeft(qr?.expiresAt ?? null);
  const expired = qr !== null && msLeft <= 0;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const paid = useCallback(() => {
    dispatch(orderPaid());
    dispatch(stepChanged('done'));
  }, [dispatch]);

  const fetchQr = useCallback(async () => {
    if (!orderId) return;
    setAsking(true);
    setFailure(null);
    dispatch(promptPayRequested(orderId));
    const result = await callUntilConnected(
      dispatch,
      () => open({ orderId }),
      () => mounted.current,
    );
    if (!mounted.current) return;
    setAsking(false);
    if (result.data) return setQr(result.data);
    if (isApiError(result.error) && result.error.code === 'already_paid') return paid();
    setQr(null);
    setFailure(isApiError(result.error) ? errorText(result.error) : String(result.error));
  }, [dispatch, open, orderId, paid]);

  useEffect(() => {
    void fetchQr();
  }, [fetchQr]);

  // The push, not a poll: the order's socket says when a payment confirmed the order.
  useEffect(() => {
    if (!orderId) return;
    let moved = false;
    const seen = (status: string | undefined) => {
      if (moved || !status || status === 'pending') return;
      moved = true;
      paid();
    };
    return watchOrder(orderId, {
      onChange: (change) => !change.cancelled && seen(change.status),
      onSnapshot: (ack) => seen(ack.status),
    });
  }, [orderId, paid]);

  const leave = async () => {
    if (!orderId) return dispatch(stepChanged('payment'));
    setLeaving(true);
    // Withdrawn before the pay step shows, so a new PromptPay choice can never race the withdrawal of this QR.
    if (await withdrawPromptPay(orderId, getSessionId())) dispatch(promptPayWithdrawn(orderId));
    if (mounted.current) dispatch(stepChanged('payment'));
  };

  // Whole baht as the pay step shows the total; satang only when the total has them.
  const amount = !qr
    ? ''
    : qr.amountSatang % 100 === 0
      ? format.baht(qr.amountSatang / 100)
      : format.satang(qr.amountSatang);
  const qrImage = qr ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.qrSvg)}` : '';
  return (
    <ScreenFrame
      title={t.promptpay.title}
      back="payment"
      onBack={() => void leave()}
      actions={
        <TouchButton variant="secondary" disabled={leaving} onClick={() => void leave()} className="min-h-20">
          {t.promptpay.other}
        </TouchButton>
      }
    >
      {qr ? (
        // Portrait: amount, code, then the words under it. Landscape: the code on the left, the rest beside it.
        <div className="flex flex-col items-center gap-8 text-center landscape:grid landscape:grid-cols-[auto_minmax(0,40rem)] landscape:justify-center landscape:gap-x-16 landscape:gap-y-6 landscape:text-left">
          <p className={`flex items-baseline gap-6 ${beside}`}>
            <span className="text-3xl text-slate-300">{t.promptpay.amount}</span>
            <span className="text-6xl font-extrabold text-brand-100" data-testid="promptpay-amount">
              {amount}
            </span>
          </p>
          {expired ? (
            <div
              className={`flex w-full flex-col items-center gap-8 rounded-[2rem] border-4 border-amber-300/60 bg-amber-950/60 p-12 ${leftColumn}`}
            >
              <p role="status" className="text-3xl font-semibold text-amber-100">
                {t.promptpay.expired}
              </p>
              <TouchButton onClick={() => void fetchQr()} disabled={asking} className="min-h-24 px-14 text-3xl">
                {t.promptpay.renew}
              </TouchButton>
            </div>
          ) : (
            <>
              {/* 720 px on a white field: a PromptPay code's 37 or so modules get over 15 px each, for arm's length. */}
              <div className={`rounded-[2rem] bg-white p-8 ${leftColumn}`}>
                <img
                  src={qrImage}
                  alt={t.promptpay.qrAlt(amount)}
                  width={720}
                  height={720}
                  className="block size-[45rem] landscape:size-[30rem]"
                  data-testid="promptpay-qr"
                  data-payload={qr.payload}
                />
              </div>
              <p className={`text-3xl ${beside}`} role="timer" aria-live="off">
                {t.promptpay.expiresIn}{' '}
                <strong className="font-mono text-4xl" data-testid="promptpay-countdown">
                  {countdownText(msLeft)}
                </strong>
              </p>
              <p className={`max-w-4xl text-2xl text-slate-300 ${beside}`}>{t.promptpay.scan}</p>
              <p className={`flex items-center gap-4 text-2xl font-semibold ${beside}`} role="status">
                <span className="inline-block size-4 animate-pulse rounded-full bg-emerald-400" aria-hidden="true" />
                {t.promptpay.waiting}
              </p>
            </>
          )}
          {qr.testBankUrl ? <p className={`text-xl text-amber-200 ${beside}`}>{t.promptpay.testMode}</p> : null}
        </div>
      ) : null}
      {!qr && asking ? (
        <p role="status" className="text-3xl font-semibold">
          {t.promptpay.preparing}
        </p>
      ) : null}
      {failure ? (
        <div className="flex flex-col items-start gap-6">
          <FailureNotice>{t.promptpay.failed(failure)}</FailureNotice>
          <TouchButton onClick={() => void fetchQr()} disabled={asking} className="min-h-20">
            {t.promptpay.renew}
          </TouchButton>
        </div>
      ) : null}
    </ScreenFrame>
  );
}
