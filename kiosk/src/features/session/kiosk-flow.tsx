import { useLiveCatalog } from '@sound-putter/web/shared';
import { AttractScreen } from '../attract/attract-screen';
import { ChooseSoundScreen } from '../choose/choose-sound-screen';
import { ConfigureScreen } from '../configure/configure-screen';
import { DetailsScreen } from '../details/details-screen';
import { DoneScreen } from '../done/done-screen';
import { CardPaymentScreen } from '../payment/card-payment-screen';
import { PaymentScreen } from '../payment/payment-screen';
import { PromptPayScreen } from '../payment/promptpay-screen';
import { ReviewScreen } from '../review/review-screen';
import { ReconnectingBanner } from '../../components/ui/reconnecting-banner';
import { IdleGuard } from './idle-guard';
import { selectStep, type KioskStep } from './kiosk-flow.slice';
import { useKioskSelector } from './kiosk-store';

const screens: Record<KioskStep, () => React.JSX.Element | null> = {
  attract: AttractScreen,
  choose: ChooseSoundScreen,
  configure: ConfigureScreen,
  review: ReviewScreen,
  details: DetailsScreen,
  payment: PaymentScreen,
  card: CardPaymentScreen,
  promptpay: PromptPayScreen,
  done: DoneScreen,
};

/** One customer's visit: the current step's screen, the idle guard and the connection banner. */
export function KioskFlow() {
  // An item the back office withdraws leaves the kiosk's screens too, live.
  useLiveCatalog();
  const step = useKioskSelector(selectStep);
  const Screen = screens[step];
  return (
    <>
      <ReconnectingBanner />
      <div className="h-full" data-step={step}>
        <Screen />
      </div>
      <IdleGuard />
    </>
  );
}
