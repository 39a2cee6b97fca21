import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../dev-stack/services/net-probe';

/** An SMTP server that accepts everything and only counts, so the senders are what is measured. */
export async function startSmtpSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
