// Faults on the running stack: an API replica crashing mid-burst, the worker crashing with deadline jobs pending,
// PostgreSQL restarting. Each check first proves that what it waits for does happen.
import { crash } from './podman.mjs';
import {
  browser,
  configure,
  customerDetails,
  eventually,
  expectStatus,
  placePaidOrder,
  sleep,
  watcher,
} from './shop.mjs';

const STATUS_EVENTS = { crafting: 'CraftingStarted', shipped: 'OrderShipped', delivered: 'OrderDelivered' };

const sqlList = (values) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',');

/** Waits until a crashed container runs again (restart policy) and its health check passes. */
const waitBack = async (stack, service, name, restartsBefore, limitMs) => {
  const t0 = Date.now();
  await eventually(
    async () => {
      const c = (await stack.containers(service)).find((x) => x.name === name);
      if (!c || c.state !== 'running' || c.restarts <= restartsBefore || c.health !== 'healthy') {
        throw new Error(`${name}: ${c?.state} restarts ${c?.restarts} health ${c?.health}`);
      }
    },
    limitMs,
    250,
  );
  return Date.now() - t0;
};

/** Staff watchers on every replica and owner watchers of each order on every replica, all through the proxy. */
const openWatchers = async (stack, { routes, admin, orders }) => {
  const all = [];
  for (const route of routes) {
    all.push(
      watcher(stack.base, {
        sessionId: admin.sessionId,
        cookie: admin.cookieHeader(route.key),
        staff: true,
        tag: `staff@${route.replica.name}`,
      }),
    );
    for (const { shopper, orderId } of orders) {
      const w = watcher(stack.base, {
        sessionId: shopper.sessionId,
        cookie: shopper.cookieHeader(route.key),
        tag: `owner@${route.replica.name}`,
      });
      w.orderId = orderId;
      all.push(w);
    }
  }
  await Promise.all(all.map((w) => w.connected));
  for (const w of all.filter((x) => x.orderId)) {
    const ack = await w.watch(w.orderId);
    if (!ack.ok) throw new Error(`watch ${w.orderId}: ${JSON.stringify(ack)}`);
    // With the shopper's sp_browser cookie, the owner's full view (without it, a stranger's redacted one).
    if (ack.order?.customerName !== customerDetails.name) {
      throw new Error(
        `watch ${w.orderId} from ${w.tag}: not the owner's view ${JSON.stringify(ack.order).slice(0, 300)}`,
      );
    }
  }
  // What the shop's clients do after a reconnect that Socket.IO could not recover (a replica killed outright never
  // saves its sockets' state): watch again, and take the status the answer carries.
  for (const w of all) {
    w.reconnects = [];
    w.resynced = new Map();
    w.socket.on('connect', async () => {
      w.reconnects.push({ recovered: w.socket.recovered });
      if (w.socket.recovered) return;
      for (const { orderId } of orders.filter((o) => !w.orderId || o.orderId === w.orderId)) {
        const ack = await w.watch(orderId);
        if (ack.ok) w.resynced.set(orderId, ack);
      }
    });
  }
  return all;
};

/** A status change as a careful client makes it: retried on 5xx or a dropped connection, never blindly twice. */
const changeStatus = async (admin, route, orderId, status) => {
  const started = Date.now();
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const answer = await admin
      .via(route)
      .call('PATCH', `/api/orders/${orderId}/status`, {
        status,
        // Shipping needs a carrier and a number with a right check digit.
        ...(status === 'shipped' ? { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' } : {}),
      })
      .catch(() => null);
    if (answer?.status === 200) return { orderId, status, attempt, result: 'ok', started };
    if (answer && answer.status < 500 && attempt > 1) {
      const order = expectStatus(await admin.call('GET', `/api/orders/${orderId}`), 200, 'read order');
      if (order.status === status)
        return { orderId, status, attempt, result: 'ok (an earlier attempt had landed)', started };
    }
    if (answer && answer.status < 500)
      throw new Error(`status ${status} for ${orderId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    await sleep(250);
  }
  throw new Error(`status ${status} for ${orderId} never went through`);
};

export const apiCrashDuringBurst = async (stack, report, { routes, admin }) => {
  const [victimRoute] = routes;
  const orders = [];
  for (let i = 0; i < 4; i += 1) orders.push(await placePaidOrder(stack.base, routes[i % routes.length]));
  const shoppers = [];
  for (let i = 0; i < 4; i += 1) {
    const shopper = browser(stack.base, { route: routes[i % routes.length] });
    const configurations = [];
    for (let j = 0; j < 12; j += 1) configurations.push(await configure(shopper, `SP ${i}-${j}`));
    shoppers.push({ shopper, configurations, outcomes: [] });
  }
  const watchers = await openWatchers(stack, { routes, admin, orders });
  const victim = victimRoute.replica;
  const [before] = (await stack.containers('api')).filter((c) => c.name === victim.name);

  let crashedAt = 0;
  const burstStart = Date.now();
  const addAll = async (s) => {
    for (const configurationId of s.configurations) {
      const at = Date.now();
      let outcome;
      try {
        const answer = await s.shopper.call('POST', '/api/cart/add', { configurationId, quantity: 1 });
        outcome = answer.status === 201 ? 'ok' : `HTTP ${answer.status}`;
      } catch (error) {
        outcome = `no answer (${error.cause?.code ?? error.name})`;
      }
      s.outcomes.push({ configurationId, outcome, at, done: Date.now() });
      await sleep(400);
    }
  };
  const changes = [];
  const walk = async () => {
    let i = 0;
    for (const status of ['crafting', 'shipped', 'delivered']) {
      for (const { orderId } of orders) {
        changes.push(await changeStatus(admin, routes[i % routes.length], orderId, status));
        i += 1;
        await sleep(350);
      }
    }
  };
  const crashLater = async () => {
    await sleep(1500);
    crashedAt = Date.now();
    await crash(before);
  };
  await Promise.all([...shoppers.map(addAll), walk(), crashLater()]);
  const burstMs = Date.now() - burstStart;
  report.line(
    `burst: ${shoppers.length * 12} cart adds and ${changes.length} status changes in ${burstMs} ms; ${victim.name} killed (SIGKILL) at ${crashedAt - burstStart} ms`,
  );

  const backMs = await waitBack(stack, 'api', victim.name, before.restarts, 90_000);
  report.line(
    `${victim.name} restarted by its restart policy and healthy ${backMs + (Date.now() - crashedAt - backMs)} ms after the kill`,
  );
  const routedBackMs = await eventually(
    async () => {
      const key = `back-${Date.now()}`;
      const res = await fetch(`${stack.base}/api/health/live?route=${key}`, {
        headers: { cookie: `sp_route=${victimRoute.key}` },
      });
      await res.arrayBuffer();
      const upstream = await eventually(
        async () => (await stack.upstreamOf(`route=${key}`)) ?? Promise.reject(new Error('not logged')),
        3000,
        100,
      );
      const now = (await stack.containers('api')).find((c) => c.name === victim.name);
      if (!upstream.startsWith(`${now.ip}:`))
        throw new Error(`proxy still sends ${victim.name}'s clients to ${upstream}`);
      return Date.now() - crashedAt;
    },
    30_000,
    500,
  );
  report.line(`the proxy sends ${victim.name}'s clients back to it ${routedBackMs} ms after the kill`);

  // Cart adds: each configuration went in by one request, so a line is one request; none may be doubled, and none
  // that was answered 200 may be missing.
  const outcomes = shoppers.flatMap((s) => s.outcomes);
  const failed = outcomes.filter((o) => o.outcome !== 'ok');
  let lost = 0;
  let doubled = 0;
  let unansweredLanded = 0;
  for (const s of shoppers) {
    const cart = expectStatus(await s.shopper.call('GET', '/api/cart'), 200, 'read cart');
    for (const o of s.outcomes) {
      const lines = cart.items.filter((item) => item.configurationId === o.configurationId);
      const quantity = lines.reduce((sum, item) => sum + item.quantity, 0);
      if (quantity > 1 || lines.length > 1) doubled += 1;
      if (o.outcome === 'ok' && quantity !== 1) lost += 1;
      if (o.outcome !== 'ok' && quantity === 1) unansweredLanded += 1;
    }
  }
  const allConfigurations = shoppers.flatMap((s) => s.configurations);
  const cartEvents = await stack.psql(
    `SELECT type, count(*) FROM events WHERE stream_id IN (SELECT stream_id FROM events WHERE type = 'CartItemAdded' AND data->>'configurationId' IN (${sqlList(allConfigurations)})) GROUP BY type ORDER BY type`,
  );
  const addedEvents = await stack.psql(
    `SELECT data->>'configurationId', count(*) FROM events WHERE type = 'CartItemAdded' AND data->>'configurationId' IN (${sqlList(allConfigurations)}) GROUP BY 1 HAVING count(*) > 1`,
  );
  const afterCrash = outcomes.filter((o) => o.at >= crashedAt);
  report.line(
    `cart adds: ${outcomes.length - failed.length} answered 200, ${failed.length} not (${failed.map((f) => `${f.outcome} at +${f.at - crashedAt} ms`).join('; ') || 'none'}); ` +
      `${unansweredLanded} of the unanswered had landed; lost ${lost}, doubled ${doubled}; cart events ${cartEvents.map((r) => r.join('=')).join(', ')}`,
  );
  if (lost || doubled || addedEvents.length)
    throw new Error(`cart adds: ${lost} lost, ${doubled} doubled, ${addedEvents.length} configurations added twice`);
  const lateFailures = failed.filter((f) => f.at > crashedAt + 5000);
  if (lateFailures.length)
    throw new Error(
      `the proxy did not route around the dead replica: ${lateFailures.length} failures later than 5 s after the kill`,
    );
  if (afterCrash.filter((o) => o.outcome === 'ok').length === 0)
    throw new Error('no cart add succeeded after the kill');

  // Status changes: exactly one event per change in the log, and every watcher heard every change.
  const rows = await stack.psql(
    `SELECT stream_id, type, count(*) FROM events WHERE stream_id IN (${sqlList(orders.map((o) => `order-${o.orderId}`))}) AND type IN ('CraftingStarted','OrderShipped','OrderDelivered') GROUP BY 1, 2`,
  );
  const wrong = [];
  for (const { orderId } of orders) {
    for (const type of Object.values(STATUS_EVENTS)) {
      const n = Number(rows.find(([stream, t]) => stream === `order-${orderId}` && t === type)?.[2] ?? 0);
      if (n !== 1) wrong.push(`${orderId} ${type}×${n}`);
    }
  }
  const retried = changes.filter((c) => c.attempt > 1);
  report.line(
    `status changes: ${changes.length} made, ${retried.length} needed a retry (${retried.map((c) => `${c.status} ${c.result}, ${c.attempt} attempts`).join('; ') || 'none'}); events in the log: ${wrong.length ? wrong.join(', ') : 'exactly one per change'}`,
  );
  if (wrong.length) throw new Error(`status events lost or doubled: ${wrong.join(', ')}`);

  // Every watcher ends knowing every order is delivered: from the pushes it heard, or, after an unrecovered
  // reconnect, from watching again. A push heard twice (same position) is dropped by the clients; count them.
  let duplicates = 0;
  let missedWhileAway = 0;
  const wrongView = [];
  await eventually(
    async () => {
      wrongView.length = 0;
      missedWhileAway = 0;
      for (const w of watchers) {
        for (const { orderId } of orders.filter((o) => !w.orderId || o.orderId === w.orderId)) {
          const heard = w.received.filter((p) => p.event === 'order/statusChanged' && p.orderId === orderId);
          const last = heard.reduce((a, p) => (!a || BigInt(p.position) > BigInt(a.position) ? p : a), null);
          const resync = w.resynced.get(orderId);
          const latest =
            resync && (!last || BigInt(resync.position ?? '0') > BigInt(last.position)) ? resync.status : last?.status;
          missedWhileAway += Object.keys(STATUS_EVENTS).filter((st) => !heard.some((p) => p.status === st)).length;
          if (latest !== 'delivered') wrongView.push(`${w.tag} ${orderId.slice(0, 8)} sees ${latest}`);
        }
      }
      if (wrongView.length) throw new Error(`watchers out of date: ${wrongView.join(', ')}`);
    },
    15_000,
    250,
  ).catch((error) => {
    throw new Error(
      `${error.message}; reconnects: ${watchers.map((w) => `${w.tag}:${JSON.stringify(w.reconnects)}`).join(' ')}`,
    );
  });
  for (const w of watchers) {
    const positions = w.received
      .filter((p) => p.event === 'order/statusChanged')
      .map((p) => `${p.orderId}@${p.position}`);
    duplicates += positions.length - new Set(positions).size;
  }
  const reconnected = watchers.filter((w) => w.reconnects.length);
  const steady = watchers.filter((w) => !w.reconnects.length);
  const steadyMissed = steady.some((w) =>
    orders
      .filter((o) => !w.orderId || o.orderId === w.orderId)
      .some((o) =>
        Object.keys(STATUS_EVENTS).some(
          (st) =>
            !w.received.some((p) => p.event === 'order/statusChanged' && p.orderId === o.orderId && p.status === st),
        ),
      ),
  );
  report.line(
    `pushes: ${watchers.length} watchers (${watchers.filter((w) => !w.orderId).length} staff boards) all see every order delivered; ` +
      `${steady.length} stayed connected and heard every change${steadyMissed ? ' EXCEPT SOME' : ''}; ` +
      `${reconnected.length} reconnected (recovered: ${reconnected.map((w) => w.reconnects.map((r) => r.recovered).join('/')).join(', ') || '-'}) ` +
      `and caught up by watching again (${missedWhileAway} pushes fell in their gap); ${duplicates} duplicate pushes (same position, dropped by clients)`,
  );
  if (steadyMissed) throw new Error('a watcher that stayed connected missed a push');
  for (const w of watchers) w.socket.disconnect();
  report.metric('API kill: failed requests / requests', `${failed.length} / ${outcomes.length + changes.length}`);
  report.metric('API kill: replica healthy again after (s)', (backMs / 1000).toFixed(1));
  report.metric('API kill: lost / doubled events', `${lost} / ${doubled + wrong.length}`);
};

export const workerCrashWithPendingDeadlines = async (
  stack,
  report,
  { routes, admin, deadlineSeconds, atRiskSeconds },
) => {
  const boards = routes.map((route) =>
    watcher(stack.base, {
      sessionId: admin.sessionId,
      cookie: admin.cookieHeader(route.key),
      staff: true,
      tag: `staff@${route.replica.name}`,
    }),
  );
  await Promise.all(boards.map((b) => b.connected));
  try {
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await placePaidOrder(stack.base, routes[i % routes.length]));
    const paidAt = Date.now();
    const ids = orders.map((o) => o.orderId);
    // Positive control: pushes flow, and the jobs are in Redis, before the worker dies.
    await eventually(async () => {
      for (const b of boards) {
        for (const id of ids)
          if (!b.received.some((p) => p.event === 'order/placed' && p.orderId === id))
            throw new Error(`${b.tag}: no order/placed for ${id}`);
      }
    }, 10_000);
    const prefix = `sp:${stack.env.POSTGRES_DB}:crafting-deadlines`;
    await eventually(async () => {
      for (const id of ids) {
        for (const job of [id, `at-risk-${id}`]) {
          if ((await stack.redisCli('EXISTS', `${prefix}:${job}`)) !== '1')
            throw new Error(`job ${job} not in Redis yet`);
        }
      }
    }, 10_000);
    const pending = await stack.redisCli('ZCARD', `${prefix}:delayed`);
    const [worker] = await stack.containers('worker');
    await crash(worker);
    const killedAt = Date.now();
    report.line(
      `worker killed (SIGKILL) ${killedAt - paidAt} ms after 3 payments; ${pending} delayed deadline jobs pending in Redis`,
    );
    const backMs = await waitBack(stack, 'worker', worker.name, worker.restarts, 90_000);
    report.line(`worker restarted and healthy ${backMs} ms after the kill`);

    const due = paidAt + deadlineSeconds * 1000;
    await eventually(
      async () => {
        for (const b of boards) {
          for (const id of ids) {
            for (const event of ['order/atRisk', 'order/overdue']) {
              if (!b.received.some((p) => p.event === event && p.orderId === id))
                throw new Error(`${b.tag}: no ${event} for ${id}`);
            }
          }
        }
      },
      due - Date.now() + 30_000,
      500,
    );
    const heardAt = Date.now();
    const rows = await stack.psql(
      `SELECT type, count(*) FROM events WHERE stream_id IN (${sqlList(ids.map((id) => `order-${id}`))}) AND type IN ('CraftingDeadlineAtRisk','CraftingDeadlineMissed') GROUP BY type ORDER BY type`,
    );
    const counts = Object.fromEntries(rows.map(([type, n]) => [type, Number(n)]));
    report.line(
      `deadline events for the 3 orders: ${JSON.stringify(counts)}; every staff board heard order/atRisk (due at +${deadlineSeconds - atRiskSeconds} s) and order/overdue (+${deadlineSeconds} s) for each, the last ${heardAt - due} ms after the deadline`,
    );
    if (counts.CraftingDeadlineAtRisk !== 3 || counts.CraftingDeadlineMissed !== 3)
      throw new Error(`deadline events lost or doubled: ${JSON.stringify(counts)}`);
    const dupes = boards.map((b) => {
      const keys = b.received.filter((p) => ids.includes(p.orderId)).map((p) => `${p.event}@${p.position}`);
      return keys.length - new Set(keys).size;
    });
    report.metric(
      'worker kill: deadline events expected / recorded',
      `6 / ${counts.CraftingDeadlineAtRisk + counts.CraftingDeadlineMissed}`,
    );
    report.metric('worker kill: worker healthy again after (s)', (backMs / 1000).toFixed(1));
    report.metric('worker kill: duplicate pushes per staff board', dupes.join(', '));
  } finally {
    for (const b of boards) b.socket.disconnect();
  }
};

export const postgresRestart = async (stack, report, { routes }) => {
  const samples = [];
  let polling = true;
  const t0 = Date.now();
  const poll = (async () => {
    while (polling) {
      const at = Date.now() - t0;
      try {
        // 3 s, as the Kubernetes probe waits: longer than the API's own 2 s limit on each check, so a check that
        // hangs on an unreachable database answers 503 here rather than being cut off at the same instant.
        const res = await fetch(`${stack.base}/api/health/ready`, { signal: AbortSignal.timeout(3000) });
        await res.arrayBuffer();
        samples.push({ at, status: res.status });
      } catch {
        samples.push({ at, status: 'timeout' });
      }
      await sleep(200);
    }
  })();
  const apisBefore = await stack.containers('api');
  await sleep(1000);
  const restartAt = Date.now() - t0;
  await stack.compose('restart', '--timeout', '10', 'postgres');
  const restartedAt = Date.now() - t0;
  let recoveredAt = 0;
  try {
    await eventually(
      async () => {
        const down = samples.findIndex((s) => s.at >= restartAt && s.status !== 200);
        const up = down >= 0 ? samples.findIndex((s, i) => i > down && s.status === 200) : -1;
        if (up < 0) throw new Error('readiness has not come back');
        recoveredAt = samples[up].at;
      },
      90_000,
      250,
    );
  } finally {
    polling = false;
    await poll;
  }
  const during = samples.filter((s) => s.at >= restartAt && s.at < recoveredAt);
  const statuses = [...new Set(during.map((s) => s.status))];
  const first503 = during.find((s) => s.status === 503);
  report.line(
    `PostgreSQL restart took ${restartedAt - restartAt} ms; readiness through the proxy: 200 until +${first503 ? first503.at - restartAt : '?'} ms, then ${statuses.join('/')} for ${during.length} probes, 200 again at +${recoveredAt - restartAt} ms`,
  );
  if (!first503)
    throw new Error(`readiness never answered 503 while PostgreSQL restarted (saw ${statuses.join(', ')})`);
  const apisAfter = await stack.containers('api');
  const restarted = apisAfter.filter((c) => c.restarts !== apisBefore.find((b) => b.name === c.name)?.restarts);
  if (restarted.length) throw new Error(`API containers restarted: ${restarted.map((c) => c.name).join(', ')}`);
  // The pool works again on every replica: a write through each.
  for (const route of routes) {
    const shopper = browser(stack.base, { route });
    const configurationId = await configure(shopper);
    expectStatus(
      await shopper.call('POST', '/api/cart/add', { configurationId, quantity: 1 }),
      201,
      `add to cart through ${route.replica.name} after the restart`,
    );
  }
  report.line(`writes through ${routes.map((r) => r.replica.name).join(' and ')} work; no API container was restarted`);
  report.metric('PostgreSQL restart: readiness not 200 for (s)', ((recoveredAt - restartAt) / 1000).toFixed(1));
};
