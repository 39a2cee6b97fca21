import { createContext, useContext } from 'react';

export interface KioskShell {
  /** Ends this customer's visit: storage, store, forms and language start over. */
  resetCustomer: () => void;
  /** Opens the device set-up (staff), e.g. when the shop refuses the device token. */
  openDeviceSetup: () => void;
}

export const KioskShellContext = createContext<KioskShell | null>(null);

export const useKioskShell = (): KioskShell => {
  const shell = useContext(KioskShellContext);
  if (!shell) throw new Error('useKioskShell outside the kiosk app');
  return shell;
};
