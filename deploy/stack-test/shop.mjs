// A shopper, a staff member and Socket.IO watchers, all talking to the shop through the proxy only.
import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A well-formed x-session-id: 'sess_' and 9 of [a-z0-9]. */
export const newSessionId = () => `sess_${Array.from(randomBytes(9), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * Keeps what one Set-Cookie line says in `cookies` (name → value), as a browser's jar would: a value may hold '=',
 * and a cookie set empty or already expired (a sign-out clearing sp_session) is dropped.
 */
const keepCookie = (cookies, line) => {
  const [pair, ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return;
  const name = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key, ...rest] = attribute.trim().split('=');
    const v = rest.join('=');
    if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
    if (key.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
    return false;
  });
  if (!value || expired) cookies.delete(name);
  else cookies.set(name, value);
};

/**
 * One browser: its x-session-id and its cookies (sp_browser, to which the shop binds the id on its first request and
 * without which the id is refused with 401; the shop's session; the proxy's affinity cookie sp_route). `route` pins
 * the browser to the replica an affinity value maps to; `via(route)` is the same browser sent elsewhere.
 * `cookieHeader(routeKey)` is its cookie header for a socket handshake of its own.
 */
export const browser = (base, { route } = {}) => {
  const sessionId = newSessionId();
  const cookies = new Map(route ? [['sp_route', route.key]] : []);
  const cookieHeader = (routeKey) =>
    [...cookies]
      .map(([name, value]) => (name === 'sp_route' && routeKey ? [name, routeKey] : [name, value]))
      .concat(routeKey && !cookies.has('sp_route') ? [['sp_route', routeKey]] : [])
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  const send = async (routeKey, method, url, body) => {
    const cookie = cookieHeader(routeKey);
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'x-session-id': sessionId,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    for (const line of res.headers.getSetCookie()) keepCookie(cookies, line);
    const text = await res.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // HTML pages stay text.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    sessionId,
    call: (method, url, body) => send(undefined, method, url, body),
    via: (other) => ({ call: (method, url, body) => send(other.key, method, url, body) }),
    cookieHeader,
  };
};

/** Fails with the answer in the message unless the status is the expected one. */
export const expectStatus = (answer, status, what) => {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  }
  return answer.body;
};

/**
 * A new configuration. With `engraving`, a putter no other line shares (the cart raises the quantity of a line
 * whose putter is the same, whatever its configuration id).
 */
export const configure = async (shopper, engraving) =>
  expectStatus(
    await shopper.call('POST', '/api/configure-putter', {
      modelId: 'melody-c',
      ...(engraving
        ? { logoId: 'logo-single', logoConfigurations: [{ position: 'face', type: 'text', content: engraving }] }
        : {}),
    }),
    200,
    'configure a putter',
  ).configurationId;

export const customerDetails = {
  name: 'Malee Suksan',
  email: 'malee@example.com',
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: {
    streetAddress: '1 Silom Rd',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10500',
    country: 'Thailand',
  },
  billingAddressSameAsShipping: true,
};

/** Configure, add to the cart, check out and pay with the test gateway's success card: the order id. */
export const placePaidOrder = async (base, route) => {
  const shopper = browser(base, { route });
  const configurationId = await configure(shopper);
  expectStatus(await shopper.call('POST', '/api/cart/add', { configurationId, quantity: 1 }), 201, 'add to cart');
  const init = expectStatus(await shopper.call('POST', '/api/orders/init', { customerDetails }), 200, 'check out');
  expectStatus(
    await shopper.call('POST', '/api/payments/test-gateway/confirm', {
      clientSecret: init.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
    }),
    200,
    'pay with the test gateway',
  );
  return { shopper, orderId: init.orderId };
};

export const staffMember = async (base, email, password) => {
  const staff = browser(base);
  expectStatus(await staff.call('POST', '/api/auth/login', { email, password }), 200, 'staff login');
  return staff;
};

/**
 * A Socket.IO client through the proxy (WebSocket transport, so no affinity is needed). `tag` goes into the
 * handshake's query string, so the proxy's log tells which replica took this socket. `cookie` is the browser's own
 * (`browser().cookieHeader`): without its sp_browser the session id is a stranger's, and the socket gets only the
 * redacted view of that browser's orders.
 */
export const watcher = (base, { sessionId, cookie, staff = false, tag }) => {
  const socket = io(base, {
    transports: ['websocket'],
    auth: { sessionId, ...(staff ? { staff: true } : {}) },
    query: { tag },
    extraHeaders: cookie ? { cookie } : {},
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const received = [];
  for (const event of ['order/statusChanged', 'order/placed', 'order/atRisk', 'order/overdue']) {
    socket.on(event, (payload) => received.push({ event, ...payload }));
  }
  const connected = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const watch = (orderId) =>
    new Promise((resolve) =>
      socket
        .timeout(10_000)
        .emit('order/watch', { orderId }, (error, ack) => resolve(error ? { ok: false, error: String(error) } : ack)),
    );
  return { socket, received, connected, watch, tag };
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `check` until it stops throwing or the time is up (then throws its last error). */
export const eventually = async (check, timeoutMs, everyMs = 250) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(everyMs);
    }
  }
};
