const { randomBytes } = require('node:crypto');
const { startApp } = require('../../../web/e2e/support/app-server.cjs');

/**
 * Starts `npm start` with a kiosk token of this run's own (unless E2E_BASE_URL points at a running shop, whose
 * KIOSK_TOKEN must then be given). The tests type it on the kiosk's set-up screen like staff would.
 */
module.exports = async () => {
  if (process.env.E2E_BASE_URL) return;
  process.env.KIOSK_TOKEN = `kiosk-e2e-${randomBytes(16).toString('hex')}`;
  const app = await startApp();
  process.env.E2E_BASE_URL = app.baseUrl;
  globalThis.__SOUND_PUTTER_APP__ = app;
};
