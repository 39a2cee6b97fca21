// The shop through the proxy: readiness, pages, a purchase, and a status push crossing replicas.
import { randomBytes } from 'node:crypto';
import {
  customerDetails,
  eventually,
  expectStatus,
  newSessionId,
  placePaidOrder,
  sleep,
  staffMember,
  watcher,
} from './shop.mjs';

export const waitUntilReady = async (stack, limitSeconds) => {
  const t0 = Date.now();
  await eventually(
    async () => {
      const res = await fetch(`${stack.base}/api/health/ready`, { signal: AbortSignal.timeout(3000) });
      if (res.status !== 200) throw new Error(`readiness answered ${res.status}`);
    },
    limitSeconds * 1000,
    500,
  );
  return (Date.now() - t0) / 1000;
};

/** A page and the first script it loads (or preloads) both come from the built bundle. */
const checkPage = async (base, path, title) => {
  const page = await fetch(`${base}${path}`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes(`<title>${title}`)) {
    throw new Error(`${path}: ${page.status}, no <title>${title}`);
  }
  const script = /(?:src|href)="([^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`${path}: no script in the page`);
  const js = await fetch(new URL(script, `${base}${path}`));
  if (js.status !== 200 || !/javascript/.test(js.headers.get('content-type') ?? '')) {
    throw new Error(`${path}: its script ${script} answered ${js.status} ${js.headers.get('content-type')}`);
  }
  return `${path} ${page.status} (script ${js.status})`;
};

export const checkPages = async (stack, report) => {
  const web = await checkPage(stack.base, '/', 'Sound Putter');
  const kiosk = await checkPage(stack.base, '/kiosk/', 'Sound Putter Kiosk');
  // One request of a new browser: its id is bound on sight (the sp_browser cookie it is sent is not needed again).
  const models = await fetch(`${stack.base}/api/putter-models`, { headers: { 'x-session-id': newSessionId() } });
  const list = await models.json();
  if (models.status !== 200 || !Array.isArray(list) || list.length === 0) {
    throw new Error(`/api/putter-models answered ${models.status}`);
  }
  const metrics = await fetch(`${stack.base}/metrics`);
  if (metrics.status !== 404) throw new Error(`/metrics is public through the proxy: ${metrics.status}`);
  report.line(`web ${web}; kiosk ${kiosk}; /api/putter-models 200 (${list.length} models); /metrics 404`);
};

export const checkPurchase = async (stack, report) => {
  const t0 = Date.now();
  const { shopper, orderId } = await placePaidOrder(stack.base);
  const order = await eventually(async () => {
    const view = expectStatus(await shopper.call('GET', `/api/orders/${orderId}`), 200, 'read the order');
    if (view.status !== 'confirmed' || view.paymentStatus !== 'paid') {
      throw new Error(`order ${orderId} is ${view.status}/${view.paymentStatus}`);
    }
    return view;
  }, 10_000);
  report.line(
    `anonymous purchase: order ${order.shortId} ฿${order.totalAmount} ${order.status}/${order.paymentStatus} in ${Date.now() - t0} ms`,
  );
  return { shopper, orderId };
};

/**
 * Affinity cookie values that the proxy maps to each API replica, found by asking: a request with a given sp_route
 * value lands where the proxy's hash puts it, and the proxy's log names that upstream.
 */
export const findRoutes = async (stack) => {
  const apis = await stack.containers('api');
  const byIp = new Map(apis.map((c) => [c.ip, c]));
  const routes = new Map();
  for (let i = 0; i < 60 && routes.size < apis.length; i += 1) {
    const key = randomBytes(8).toString('hex');
    const res = await fetch(`${stack.base}/api/health/live?route=${key}`, { headers: { cookie: `sp_route=${key}` } });
    await res.arrayBuffer();
    const upstream = await eventually(
      async () => {
        const found = await stack.upstreamOf(`route=${key}`);
        if (!found) throw new Error('not logged yet');
        return found;
      },
      5000,
      100,
    );
    const replica = byIp.get(upstream.split(':')[0]);
    if (replica && !routes.has(replica.name)) routes.set(replica.name, { key, replica });
  }
  if (routes.size < apis.length)
    throw new Error(`only ${routes.size} of ${apis.length} replicas reachable through the proxy`);
  return [...routes.values()];
};

/**
 * A status change made through each replica reaches an owner's watcher and a staff board on each replica: every
 * (writer, watcher) pair of replicas, so whichever replica serves the change, every watcher hears it.
 */
export const checkCrossReplicaPush = async (stack, report, { routes, admin }) => {
  const [a, b] = routes;
  const { shopper, orderId } = await placePaidOrder(stack.base);
  const watchers = routes.flatMap((route) => [
    watcher(stack.base, {
      sessionId: shopper.sessionId,
      cookie: shopper.cookieHeader(route.key),
      tag: `owner-${route.replica.name}`,
    }),
    watcher(stack.base, {
      sessionId: admin.sessionId,
      cookie: admin.cookieHeader(route.key),
      staff: true,
      tag: `staff-${route.replica.name}`,
    }),
  ]);
  try {
    await Promise.all(watchers.map((w) => w.connected));
    for (const w of watchers) {
      const ack = await w.watch(orderId);
      if (!ack.ok || ack.status !== 'confirmed') throw new Error(`watch from ${w.tag}: ${JSON.stringify(ack)}`);
      // The shopper's socket shows its sp_browser cookie, so it is the owner and sees the order in full.
      if (w.tag.startsWith('owner-') && ack.order?.customerName !== customerDetails.name) {
        throw new Error(`watch from ${w.tag}: not the owner's view ${JSON.stringify(ack.order).slice(0, 300)}`);
      }
    }
    const writers = [
      { route: a, status: 'crafting' },
      { route: b, status: 'shipped' },
    ];
    const delays = [];
    for (const { route, status } of writers) {
      const staff = admin.via(route);
      const sent = Date.now();
      // Shipping needs a carrier and a number with a right check digit.
      const shipment = status === 'shipped' ? { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' } : {};
      const moved = await staff.call('PATCH', `/api/orders/${orderId}/status`, { status, ...shipment });
      expectStatus(moved, 200, `status ${status}`);
      await eventually(
        async () => {
          for (const w of watchers) {
            if (
              !w.received.some((p) => p.event === 'order/statusChanged' && p.orderId === orderId && p.status === status)
            ) {
              throw new Error(`${w.tag} did not hear ${status} made through ${route.replica.name}`);
            }
          }
        },
        5000,
        20,
      );
      delays.push(Date.now() - sent);
      report.line(
        `${status} through ${route.replica.name}: heard by ${watchers.map((w) => w.tag).join(', ')} in ${Date.now() - sent} ms`,
      );
    }
    report.metric('status push through the proxy, slowest of 4 watchers (ms)', delays.join(', '));
  } finally {
    for (const w of watchers) w.socket.disconnect();
  }
};

export const signInAdmin = async (stack) => {
  return staffMember(stack.base, stack.env.ADMIN_EMAIL, stack.env.ADMIN_PASSWORD);
};

export { sleep };
