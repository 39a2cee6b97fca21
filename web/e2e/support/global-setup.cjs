const { startApp } = require('./app-server.cjs');

/** E2E_BASE_URL points the tests at an app that is already running; otherwise one is started for the run. */
module.exports = async () => {
  if (process.env.E2E_BASE_URL) return;
  const app = await startApp();
  process.env.E2E_BASE_URL = app.baseUrl;
  globalThis.__SOUND_PUTTER_APP__ = app;
};
