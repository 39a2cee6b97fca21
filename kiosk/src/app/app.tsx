import { baseApi, getSessionId, setKioskDeviceToken } from '@sound-putter/web/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { KioskShellContext } from '../components/ui/kiosk-shell-context';
import { DeviceSetupScreen } from '../features/device/device-setup-screen';
import { readDeviceToken } from '../features/device/device-token';
import { withdrawPromptPay } from '../features/payment/withdraw-promptpay';
import { KioskFlow } from '../features/session/kiosk-flow';
import { promptPayWithdrawn, selectQrPendingFor } from '../features/session/kiosk-flow.slice';
import { setupKioskStore, type KioskState } from '../features/session/kiosk-store';
import { wipeCustomerStorage } from '../features/session/wipe-customer-storage';
import { createKioskLanguageStore, DEFAULT_LANGUAGE, KioskLanguageContext } from '../i18n/kiosk-language';

interface Visit {
  /** Remounts every screen, so no form or local state of the last customer survives. */
  key: number;
  store: ReturnType<typeof setupKioskStore>;
}

const newVisit = (key: number): Visit => ({ key, store: setupKioskStore() });

/**
 * The kiosk: device set-up until the shop accepts this device's token, then one visit after another. A reset ends
 * a visit completely: the old store's caches (and their live sockets) are dropped, storage is wiped but for the
 * device token, a new session id is made, and the language goes back to English. A PromptPay QR left on screen is
 * withdrawn first, with the old session id (only it owns the order), so nobody pays for a walked-away order.
 */
export function App() {
  const [language] = useState(() => createKioskLanguageStore());
  // <html lang> follows the screen's language: screen readers speak Thai as Thai, and Thai text breaks as Thai.
  useEffect(() => {
    const apply = () => {
      document.documentElement.lang = language.current();
    };
    apply();
    return language.subscribe(apply);
  }, [language]);
  const [token, setToken] = useState(() => {
    const stored = readDeviceToken();
    setKioskDeviceToken(stored);
    return stored;
  });
  const [settingUp, setSettingUp] = useState(false);
  const [visit, setVisit] = useState(() => newVisit(0));
  const visitRef = useRef(visit);
  visitRef.current = visit;

  const resetCustomer = useCallback(() => {
    // Outside the state updater (React may run updaters twice); the dispatch makes a second reset skip it.
    const { store } = visitRef.current;
    const pendingQr = selectQrPendingFor(store.getState() as KioskState);
    if (pendingQr) {
      store.dispatch(promptPayWithdrawn(pendingQr));
      void withdrawPromptPay(pendingQr, getSessionId());
    }
    setVisit((current) => {
      current.store.dispatch(baseApi.util.resetApiState());
      wipeCustomerStorage();
      return newVisit(current.key + 1);
    });
    language.change(DEFAULT_LANGUAGE);
  }, [language]);

  const shell = useMemo(() => ({ resetCustomer, openDeviceSetup: () => setSettingUp(true) }), [resetCustomer]);

  const ready = (value: string) => {
    setKioskDeviceToken(value);
    setToken(value);
    setSettingUp(false);
    resetCustomer();
  };

  return (
    <KioskLanguageContext.Provider value={language}>
      <KioskShellContext.Provider value={shell}>
        {!token || settingUp ? (
          <DeviceSetupScreen onReady={ready} onCancel={token ? () => setSettingUp(false) : undefined} />
        ) : (
          <Provider store={visit.store} key={visit.key}>
            <KioskFlow />
          </Provider>
        )}
      </KioskShellContext.Provider>
    </KioskLanguageContext.Provider>
  );
}
