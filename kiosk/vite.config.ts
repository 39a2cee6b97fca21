import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The kiosk reuses web's api/ and store/ through `@sound-putter/web/shared`; both import the contracts' TS source.
const contractsSource = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/kiosk/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: /^@sound-putter\/contracts$/, replacement: contractsSource }],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
