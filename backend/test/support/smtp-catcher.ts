import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { findFreePort } from './local-services';

/** Where in the SMTP conversation a hook runs; it may hold the step (return a promise) or refuse it (throw). */
export interface SmtpHooks {
  onMailFrom?(address: SMTPServerAddress, session: SMTPServerSession): Promise<void> | void;
  onRcptTo?(address: SMTPServerAddress, session: SMTPServerSession): Promise<void> | void;
  /** Runs at the DATA command, before the server answers 354: the client has not sent the message yet. */
  onData?(session: SMTPServerSession): Promise<void> | void;
  /** Runs when the whole message is in and kept, before the server's 250 answer reaches the client. */
  onAccepted?(mail: ParsedMail, session: SMTPServerSession): Promise<void> | void;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  /** Every mail the server accepted (answered 250 at the end of DATA), parsed, in order. */
  received: ParsedMail[];
  close(): Promise<void>;
}

const run = (hook: (() => Promise<void> | void) | undefined, callback: (err?: Error | null) => void) => {
  Promise.resolve()
    .then(hook)
    .then(
      () => callback(),
      (error: Error) => callback(error),
    );
};

/** A real SMTP server on 127.0.0.1 that parses what it accepts with mailparser: the tests' mail inbox. */
export async function startSmtpCatcher(options: { port?: number; hooks?: SmtpHooks } = {}): Promise<SmtpCatcher> {
  const received: ParsedMail[] = [];
  const hooks = options.hooks ?? {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom: (address, session, callback) => run(() => hooks.onMailFrom?.(address, session), callback),
    onRcptTo: (address, session, callback) => run(() => hooks.onRcptTo?.(address, session), callback),
    onData(stream, session, callback) {
      // Called before the 354 answer is sent, so a hook here runs before the client sends the message.
      const hold = hooks.onData?.(session);
      Promise.resolve(hold)
        .then(() => simpleParser(stream))
        .then(async (mail) => {
          // Kept only when the whole message arrived: a client gone mid-DATA makes the parser fail instead.
          received.push(mail);
          await hooks.onAccepted?.(mail, session);
        })
        .then(
          () => callback(),
          (error: Error) => {
            stream.resume();
            callback(error);
          },
        );
    },
  });
  server.on('error', () => undefined);
  const port = options.port ?? (await findFreePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
