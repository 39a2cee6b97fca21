import { errorText, isApiError, selectConfiguration } from '@sound-putter/web/shared';
import { useEffect, useRef, useState } from 'react';
import { FailureNotice } from '../../components/ui/failure-notice';
import { useKioskShell } from '../../components/ui/kiosk-shell-context';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { useFormat, useKioskLanguage, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { walkInBody } from '../details/walk-in-validation';
import { callUntilConnected } from '../session/call-until-connected';
import {
  orderPlaced,
  selectDetails,
  stepAfterPlacing,
  stepChanged,
  type PaymentChoice,
} from '../session/kiosk-flow.slice';
import { ConfiguredPutter } from '../putter/configured-putter';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { usePlaceWalkInOrderMutation } from './walk-in-order.api';

type Choice = PaymentChoice;

/** The ways to pay, PromptPay first: most Thai customers pay by scanning with their banking app. */
const choices: readonly Choice[] = ['promptpay', 'counter', 'card'];

/**
 * PromptPay with the customer's own phone, at the counter (the order is placed unpaid, staff take the money), or by
 * card here; each places the order first.
 */
export function PaymentScreen() {
  const t = useTexts(kioskTexts);
  const { language } = useKioskLanguage();
  const format = useFormat();
  const dispatch = useKioskDispatch();
  const { openDeviceSetup } = useKioskShell();
  const details = useKioskSelector(selectDetails);
  const { totalPrice } = useKioskSelector(selectConfiguration);
  const [placeOrder] = usePlaceWalkInOrderMutation();
  const [placing, setPlacing] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const choose = async (choice: Choice) => {
    setPlacing(choice);
    setFailure(null);
    // The order's mails go out in the language on screen.
    const body = { customerDetails: walkInBody(details), language };
    const result = await callUntilConnected(
      dispatch,
      () => placeOrder(body),
      () => mounted.current,
    );
    setPlacing(null);
    if (result.data) {
      dispatch(orderPlaced({ ...result.data, paidBy: choice, paid: false }));
      dispatch(stepChanged(stepAfterPlacing[choice]));
      return;
    }
    if (isApiError(result.error) && result.error.code === 'invalid_kiosk_token') return openDeviceSetup();
    setFailure(isApiError(result.error) ? errorText(result.error) : String(result.error));
  };

  const tile =
    'flex min-h-48 flex-1 flex-col items-start justify-center gap-3 rounded-[2rem] border-4 border-white/20 bg-white/5 p-10 text-left active:bg-white/15 disabled:opacity-60';
  return (
    <ScreenFrame title={t.pay.title} back="details">
      <p className="mb-10 text-4xl font-bold" data-testid="pay-total">
        {t.pay.total(format.baht(totalPrice))}
      </p>
      <div className="flex flex-col gap-8 landscape:flex-row">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={tile}
            disabled={placing !== null}
            data-choice={choice}
            onClick={() => void choose(choice)}
          >
            <span className="text-4xl font-extrabold">{t.pay.choices[choice].name}</span>
            <span className="text-2xl text-slate-300">{t.pay.choices[choice].hint}</span>
          </button>
        ))}
      </div>
      {placing ? (
        <p role="status" className="mt-10 text-3xl font-semibold">
          {t.pay.placing}
        </p>
      ) : null}
      {failure ? (
        <div className="mt-10">
          <FailureNotice>{t.pay.error(failure)}</FailureNotice>
        </div>
      ) : null}
      {/* What is being paid for, large, in the space under the choices. */}
      <ConfiguredPutter className="mt-10 min-h-80 w-full flex-1" />
    </ScreenFrame>
  );
}
