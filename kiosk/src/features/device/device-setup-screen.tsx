import { useState, type FormEvent } from 'react';
import { FailureNotice } from '../../components/ui/failure-notice';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { TouchButton } from '../../components/ui/touch-button';
import { TouchField } from '../../components/ui/touch-field';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { checkDeviceToken, type DeviceCheck } from './check-device-token';
import { saveDeviceToken } from './device-token';

/** Staff type the shop's kiosk token once per device; it is checked with the shop before it is kept. */
export function DeviceSetupScreen({ onReady, onCancel }: { onReady: (token: string) => void; onCancel?: () => void }) {
  const t = useTexts(kioskTexts);
  const [token, setToken] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<DeviceCheck | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (!value) return;
    setChecking(true);
    const check = await checkDeviceToken(value);
    setChecking(false);
    setResult(check);
    if (check !== 'ok') return;
    saveDeviceToken(value);
    onReady(value);
  };

  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center justify-between gap-6 border-b border-white/10 px-10 py-5">
        <div className="flex items-center gap-6">
          {onCancel ? (
            <TouchButton variant="secondary" onClick={onCancel}>
              <span aria-hidden="true">←</span> {t.nav.back}
            </TouchButton>
          ) : null}
          <p className="text-2xl font-extrabold tracking-wide text-brand-100">{t.brand}</p>
        </div>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 flex-col gap-8 px-10 py-12">
        <h1 className="text-5xl font-extrabold">{t.setup.title}</h1>
        <p className="max-w-4xl text-2xl text-slate-300">{t.setup.intro}</p>
        <form onSubmit={(e) => void submit(e)} className="flex max-w-4xl flex-col gap-6">
          <TouchField
            label={t.setup.tokenLabel}
            type="password"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
          <TouchButton type="submit" disabled={checking || !token.trim()} className="min-h-20">
            {checking ? t.setup.checking : t.setup.save}
          </TouchButton>
          {typeof result === 'object' && result !== null ? (
            <FailureNotice>{t.setup.limited(result.waitMinutes)}</FailureNotice>
          ) : result === 'wrong' || result === 'unreachable' ? (
            <FailureNotice>{result === 'wrong' ? t.setup.wrong : t.setup.unreachable}</FailureNotice>
          ) : null}
        </form>
      </main>
    </div>
  );
}
