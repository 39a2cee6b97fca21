import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
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

const field = 'min-h-20 w-full rounded-2xl border-4 border-white/30 bg-slate-900 px-6 text-3xl text-white';

/**
 * Name and phone (+66 first), e-mail optional. The form sits at the top of the screen and the page is laid out
 * with the keyboard overlaying it (viewport interactive-widget), so the system keyboard never shifts the layout.
 */
export function DetailsScreen() {
  const { t } = useTranslation();
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

  const error = (key: keyof DetailsErrors) =>
    errors[key] ? (
      <p id={`${key}-error`} role="alert" className="text-2xl font-semibold text-red-300">
        {t(`details.errors.${key}`)}
      </p>
    ) : null;

  return (
    <ScreenFrame
      title={t('details.title')}
      back="review"
      actions={
        <TouchButton type="submit" form="walk-in-details" className="min-h-20 px-12">
          {t('details.next')} <span aria-hidden="true">→</span>
        </TouchButton>
      }
    >
      <form id="walk-in-details" noValidate onSubmit={submit} className="flex max-w-4xl flex-col gap-8">
        <p className="text-2xl text-slate-300">{t('details.intro')}</p>
        <label className="flex flex-col gap-3 text-2xl font-semibold">
          {t('details.name')}
          <input
            className={field}
            value={details.name}
            autoComplete="off"
            enterKeyHint="next"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'name-error' : undefined}
            onChange={(e) => set('name')(e.target.value)}
          />
          {error('name')}
        </label>
        <div className="flex gap-4">
          <label className="flex w-48 flex-col gap-3 text-2xl font-semibold">
            {t('details.countryCode')}
            <select
              className={field}
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
          <label className="flex flex-1 flex-col gap-3 text-2xl font-semibold">
            {t('details.phone')}
            <input
              className={field}
              type="tel"
              inputMode="tel"
              value={details.phone}
              autoComplete="off"
              enterKeyHint="next"
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={errors.phone ? 'phone-error' : undefined}
              onChange={(e) => set('phone')(e.target.value)}
            />
            {error('phone')}
          </label>
        </div>
        <label className="flex flex-col gap-3 text-2xl font-semibold">
          {t('details.email')}
          <input
            className={field}
            type="email"
            inputMode="email"
            value={details.email ?? ''}
            autoComplete="off"
            enterKeyHint="done"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'email-error' : undefined}
            onChange={(e) => set('email')(e.target.value)}
          />
          {error('email')}
        </label>
      </form>
    </ScreenFrame>
  );
}
