import { useState, type FormEvent } from 'react';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
import { TouchField, touchFieldClass } from '../../components/ui/touch-field';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { detailsEntered, selectDetails, stepChanged } from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { validateWalkIn, type DetailsErrors } from './walk-in-validation';

const COUNTRY_CODES = [
  '+66',
  '+95',
  '+856',
  '+855',
  '+60',
  '+65',
  '+84',
  '+86',
  '+81',
  '+82',
  '+91',
  '+61',
  '+44',
  '+1',
];

/**
 * Name and phone (+66 first), e-mail optional. The form sits at the top of the screen and the page is laid out
 * with the keyboard overlaying it (viewport interactive-widget), so the system keyboard never shifts the layout.
 */
export function DetailsScreen() {
  const t = useTexts(kioskTexts);
  const dispatch = useKioskDispatch();
  const saved = useKioskSelector(selectDetails);
  const [details, setDetails] = useState(saved);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const set = (key: keyof typeof details) => (value: string) => setDetails((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWalkIn(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch(detailsEntered(details));
    dispatch(stepChanged('payment'));
  };

  const message = (key: keyof DetailsErrors) => (errors[key] ? t.details.errors[key] : undefined);

  return (
    <ScreenFrame
      title={t.details.title}
      back="review"
      actions={
        <TouchButton type="submit" form="walk-in-details" className="min-h-20 px-12">
          {t.details.next} <span aria-hidden="true">→</span>
        </TouchButton>
      }
    >
      <form id="walk-in-details" noValidate onSubmit={submit} className="flex max-w-4xl flex-col gap-8">
        <p className="text-2xl text-slate-300">{t.details.intro}</p>
        <TouchField
          label={t.details.name}
          value={details.name}
          enterKeyHint="next"
          error={message('name')}
          onChange={(e) => set('name')(e.target.value)}
        />
        <div className="flex gap-4">
          <label className="flex w-48 flex-col gap-3 text-2xl font-semibold">
            {t.details.countryCode}
            <select
              className={touchFieldClass}
              value={details.phoneCountryCode}
              onChange={(e) => set('phoneCountryCode')(e.target.value)}
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <TouchField
            label={t.details.phone}
            type="tel"
            inputMode="tel"
            value={details.phone}
            enterKeyHint="next"
            error={message('phone')}
            onChange={(e) => set('phone')(e.target.value)}
          />
        </div>
        <TouchField
          label={t.details.email}
          type="email"
          inputMode="email"
          value={details.email ?? ''}
          enterKeyHint="done"
          error={message('email')}
          onChange={(e) => set('email')(e.target.value)}
        />
      </form>
    </ScreenFrame>
  );
}
