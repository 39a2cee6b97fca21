const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');

/**
 * A real SMTP server on 127.0.0.1 for the browser tests: the app's worker sends to it (SMTP_URL), and each accepted
 * message is written raw to a folder the tests read (E2E_MAIL_DIR), since they run in other processes.
 */
async function startMailCatcher() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sound-putter-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(dir, `${String(count).padStart(5, '0')}.eml`);
        // Written under a temporary name first, so a reader never sees half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    dir,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => server.close(resolve)).then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

module.exports = { startMailCatcher };
