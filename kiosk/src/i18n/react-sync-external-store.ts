// Stands in for `use-sync-external-store/shim` in the kiosk build (vite.config.ts): React 19 has the hook.
export { useSyncExternalStore } from 'react';
