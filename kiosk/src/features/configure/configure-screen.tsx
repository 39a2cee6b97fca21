import { logoCountFor, type LogoConfiguration, type LogoId } from '@sound-putter/contracts';
import {
  handednessChanged,
  logoOptionChosen,
  logosConfirmed,
  optionChanged,
  selectConfiguration,
} from '@sound-putter/web/shared';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { ConfiguredPutter } from '../putter/configured-putter';
import { stepChanged } from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { LogoEntries } from './logo-entries';
import { optionCategories } from './option-categories';
import { OptionGroup } from './option-group';
import { useLivePrice } from './use-live-price';

/** Fresh logo entries for a logo option: one on the face, or face and sole. */
const blankEntries = (logoId: LogoId): LogoConfiguration[] =>
  (['face', 'sole'] as const)
    .slice(0, logoCountFor[logoId])
    .map((position) => ({ position, type: 'text', content: '' }));

export function ConfigureScreen() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const dispatch = useKioskDispatch();
  const configuration = useKioskSelector(selectConfiguration);
  const price = useLivePrice();

  const priceText =
    price === 'priced'
      ? format.baht(configuration.totalPrice)
      : price === 'incomplete'
        ? t.configure.finishLogos
        : price === 'error'
          ? t.configure.priceError
          : t.configure.pricing;

  return (
    <ScreenFrame
      title={t.configure.title}
      back="choose"
      actions={
        <>
          <p className="mr-auto text-3xl font-bold" aria-live="polite" data-testid="live-price">
            <span className="text-slate-300">{t.configure.total}: </span>
            {priceText}
          </p>
          <TouchButton
            disabled={price !== 'priced' || !configuration.configurationId}
            onClick={() => dispatch(stepChanged('review'))}
            className="min-h-20 px-12"
          >
            {t.configure.next} <span aria-hidden="true">→</span>
          </TouchButton>
        </>
      }
    >
      <div className="flex flex-col gap-8 landscape:flex-row">
        {/*
          The putter stays in sight while the options scroll: pinned to the top of the scrolling area in portrait
          (the options scroll beneath it), beside the options in landscape.
        */}
        <div
          data-testid="configure-preview"
          className="sticky -top-8 z-10 -mx-10 flex shrink-0 items-center gap-8 border-b border-white/10 bg-slate-950 px-10 pt-8 pb-6 landscape:top-0 landscape:mx-0 landscape:self-start landscape:pt-0 landscape:w-[28rem] landscape:flex-col landscape:border-0 landscape:bg-transparent landscape:px-0 landscape:pb-0"
        >
          <ConfiguredPutter className="h-[30rem] w-[26rem] shrink-0 landscape:h-[34rem] landscape:w-full" />
          <div
            role="group"
            aria-label={t.configure.handedness}
            className="flex flex-1 flex-col gap-4 landscape:w-full landscape:flex-row"
          >
            {(['right', 'left'] as const).map((hand) => (
              <TouchButton
                key={hand}
                variant={configuration.handedness === hand ? 'primary' : 'secondary'}
                aria-pressed={configuration.handedness === hand}
                onClick={() => dispatch(handednessChanged(hand))}
              >
                {hand === 'right' ? t.configure.right : t.configure.left}
              </TouchButton>
            ))}
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-8">
          {optionCategories.map(({ category, field }) => (
            <OptionGroup
              key={category}
              category={category}
              selectedId={configuration[field]}
              noneLabel={category === 'mill_option' ? t.configure.millNone : undefined}
              onSelect={(option) => dispatch(optionChanged({ field, id: option?.id ?? '' }))}
            />
          ))}
          <div>
            <OptionGroup
              category="logo"
              selectedId={configuration.logoId}
              onSelect={(option) => {
                const logoId = (option?.id ?? 'logo-none') as LogoId;
                if (logoId === configuration.logoId) return;
                dispatch(logoOptionChosen(logoId));
                dispatch(logosConfirmed(blankEntries(logoId)));
              }}
            />
            <LogoEntries />
          </div>
        </div>
      </div>
    </ScreenFrame>
  );
}
