module.exports = async () => {
  const app = globalThis.__SOUND_PUTTER_APP__;
  if (app) await app.stop();
  const mail = globalThis.__SOUND_PUTTER_MAIL__;
  if (mail) await mail.close();
};
