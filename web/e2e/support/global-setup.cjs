const { startApp } = require('./app-server.cjs');
const { startMailCatcher } = require('./mail-catcher.cjs');

/**
 * E2E_BASE_URL points the tests at an app that is already running; otherwise one is started for the run, sending
 * its mail to a catcher whose folder the tests read (E2E_MAIL_DIR).
 */
module.exports = async () => {
  if (process.env.E2E_BASE_URL) return;
  const mail = await startMailCatcher();
  const app = await startApp({ env: { SMTP_URL: mail.url } });
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_MAIL_DIR = mail.dir;
  globalThis.__SOUND_PUTTER_APP__ = app;
  globalThis.__SOUND_PUTTER_MAIL__ = mail;
};
