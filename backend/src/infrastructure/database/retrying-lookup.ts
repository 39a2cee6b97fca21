import { lookup as dnsLookup } from 'node:dns';
import { Socket, type LookupFunction } from 'node:net';

/**
 * A container network's DNS server can lose a name for a moment: podman's aardvark-dns answers "not found", or not
 * at all, while it reloads because a container joined the network (measured here: with 60 containers started beside
 * a lookup loop, 2–3 lookups failed at once with ENOTFOUND and 2–7 waited the resolver's full 5 s). Every new
 * PostgreSQL connection looks its host name up, so such a moment turned a request into a 503. The name is asked
 * again for a short while instead; a name that stays unknown still fails, after the last try.
 */
const RETRYABLE = new Set(['ENOTFOUND', 'EAI_AGAIN']);

export interface LookupRetries {
  /** Tries after the first one. */
  retries: number;
  delayMs: number;
}

export const DEFAULT_LOOKUP_RETRIES: LookupRetries = { retries: 5, delayMs: 400 };

type LookupCallback = Parameters<LookupFunction>[2];

/** `dns.lookup`'s signature, as `net.connect` calls it (options as given, `all` when it races address families). */
export const retryingLookup = (
  { retries, delayMs }: LookupRetries = DEFAULT_LOOKUP_RETRIES,
  lookup: LookupFunction = dnsLookup as LookupFunction,
): LookupFunction => {
  return (hostname, options, callback) => {
    let left = retries;
    const attempt = () =>
      lookup(hostname, options, ((error, ...answer) => {
        if (error && RETRYABLE.has(error.code ?? '') && left > 0) {
          left -= 1;
          setTimeout(attempt, delayMs);
          return;
        }
        (callback as (...args: unknown[]) => void)(error, ...answer);
      }) as LookupCallback);
    attempt();
  };
};

export interface RememberedAnswers {
  /** How long a lookup may take before the last answer for the same question is used. */
  staleAfterMs: number;
}

export const DEFAULT_REMEMBERED_ANSWERS: RememberedAnswers = { staleAfterMs: 1000 };

/**
 * Answers from the last good answer to the same question when a lookup fails or is slow. Seen in the stack test: for
 * about ten seconds after the proxy container started, both API replicas' new connections timed out while the
 * database was up; a lookup that cannot be answered then waits the resolver's tries on every name server before it
 * fails. A service's address changes when its container is replaced, and then
 * the network's DNS answers again soon, so the last answer is what to try meanwhile; a fresh answer replaces it as
 * soon as one comes, also after the remembered one was used.
 */
export const rememberingLookup = (
  { staleAfterMs }: RememberedAnswers = DEFAULT_REMEMBERED_ANSWERS,
  lookup: LookupFunction = retryingLookup(),
): LookupFunction => {
  const answers = new Map<string, unknown[]>();
  return (hostname, options, callback) => {
    const question = `${hostname} ${JSON.stringify(options)}`;
    const remembered = answers.get(question);
    const answer = callback as (...args: unknown[]) => void;
    let answered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const once = (...args: unknown[]) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      answer(...args);
    };
    if (remembered) timer = setTimeout(() => once(null, ...remembered), staleAfterMs);
    lookup(hostname, options, ((error, ...fresh) => {
      if (!error) answers.set(question, fresh);
      if (error && remembered) once(null, ...remembered);
      else once(error, ...fresh);
    }) as LookupCallback);
  };
};

/**
 * The socket node-postgres connects through (its `stream` option): a TCP connection to a host name uses the
 * retrying, remembering lookup; a Unix socket path or an address is connected as given.
 */
export const socketWithRetryingLookup =
  (lookup: LookupFunction = rememberingLookup()) =>
  (): Socket => {
    const socket = new Socket();
    const connect = socket.connect.bind(socket) as (...args: unknown[]) => Socket;
    socket.connect = ((...args: unknown[]) => {
      const [port, host] = args;
      if (typeof port === 'number' && typeof host === 'string') return connect({ port, host, lookup });
      return connect(...args);
    }) as Socket['connect'];
    return socket;
  };
