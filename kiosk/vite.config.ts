import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The kiosk reuses web's api/ and store/ through `@sound-putter/web/shared`; both import the contracts' TS source.
const contractsSource = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
// react-i18next 17 (the last that runs on Node 20) brings a shim for React 17; React 19 has the hook itself.
const syncExternalStore = fileURLToPath(new URL('src/i18n/react-sync-external-store.ts', import.meta.url));

export default defineConfig({
  base: '/kiosk/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@sound-putter\/contracts$/, replacement: contractsSource },
      { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
