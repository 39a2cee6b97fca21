// The RUNBOOK's sections, followed against the running stack with the commands the RUNBOOK gives.
import { podman } from './podman.mjs';
import { eventually, expectStatus } from './shop.mjs';
import { findRoutes, waitUntilReady } from './shop-checks.mjs';

/** "Scale": more API replicas, then the proxy reloaded so that it sends clients to them. */
export const scaleApi = async (stack, report, healthyWithin) => {
  await stack.compose('up', '-d', '--no-recreate', '--no-deps', '--scale', 'api=3', 'api');
  await healthyWithin('api', 3);
  await stack.compose('exec', '-T', 'proxy', 'nginx', '-s', 'reload');
  const three = await eventually(() => findRoutes(stack), 20_000, 1000);
  report.line(
    `scaled to 3 API replicas; after the proxy reload it sends clients to ${three.map((r) => r.replica.name).join(', ')}`,
  );
  await stack.compose('up', '-d', '--no-recreate', '--no-deps', '--scale', 'api=2', 'api');
  await stack.compose('exec', '-T', 'proxy', 'nginx', '-s', 'reload');
  const two = await eventually(() => findRoutes(stack), 20_000, 1000);
  report.line(`back to 2 replicas: ${two.map((r) => r.replica.name).join(', ')}`);
  return two;
};

/** A fingerprint of what the shop holds: every order's id, status and total, as the API's own tables have them. */
const ordersInDatabase = async (stack) => {
  const orders = await stack.psql('SELECT id, status, total_satang FROM rm_orders ORDER BY id');
  const [[events, last]] = await stack.psql('SELECT count(*), max(global_position) FROM events');
  return [...orders.map((r) => r.join(' ')), `events ${events} up to ${last}`].join('\n');
};

const ordersThroughApi = async (orders) =>
  Promise.all(
    orders.map(async ({ shopper, orderId }) => {
      const view = expectStatus(await shopper.call('GET', `/api/orders/${orderId}`), 200, `read order ${orderId}`);
      return `${view.id} ${view.status} ${view.totalAmount} ${view.paymentStatus}`;
    }),
  );

/**
 * "Rebuild the read models": the blue/green rebuild in a one-off container while the API keeps serving. The orders
 * are read through the API all along: every read answers, and reads the same as before.
 */
export const rebuildReadModels = async (stack, report, { orders }) => {
  const before = await ordersThroughApi(orders);
  const dbBefore = await ordersInDatabase(stack);
  const reads = { served: 0, differed: [], failed: null };
  let rebuilding = true;
  const reader = (async () => {
    while (rebuilding) {
      const now = await ordersThroughApi(orders);
      reads.served++;
      if (JSON.stringify(now) !== JSON.stringify(before)) reads.differed.push(now.join(', '));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })().catch((error) => {
    reads.failed = error;
  });
  let output;
  try {
    // In a running API container, as the RUNBOOK says: no one-off container (compose's `run` on podman refuses the
    // links it adds to a running service's containers).
    output = await stack.compose('exec', '-T', 'api', 'node', 'backend/dist/cli/rebuild.cli.js');
  } finally {
    rebuilding = false;
    await reader;
  }
  if (reads.failed) throw new Error(`a read failed during the rebuild: ${reads.failed.message ?? reads.failed}`);
  const after = await ordersThroughApi(orders);
  if (JSON.stringify(after) !== JSON.stringify(before) || (await ordersInDatabase(stack)) !== dbBefore) {
    throw new Error(`orders differ after the rebuild:\n${before.join('\n')}\n---\n${after.join('\n')}`);
  }
  if (reads.differed.length > 0) throw new Error(`orders read differently during the rebuild: ${reads.differed[0]}`);
  const applied = output
    .split('\n')
    .filter((l) => /applied|projection/i.test(l))
    .slice(0, 8);
  report.line(`rebuild printed: ${applied.join(' | ') || output.slice(0, 300)}`);
  report.line(
    `API kept serving: ${reads.served} reads of ${orders.length} orders through the API during the rebuild, all the same`,
  );
};

/**
 * "Back up and restore": pg_dump from the postgres container, a fresh postgres (its volume deleted), pg_restore into
 * it, the stack started again: the shop answers with the same orders.
 */
export const backupAndRestore = async (stack, report, { orders }) => {
  const { POSTGRES_USER: user, POSTGRES_DB: db } = stack.env;
  const before = await ordersThroughApi(orders);
  const dbBefore = await ordersInDatabase(stack);
  const dump = await stack.compose.pipe(undefined, 'exec', '-T', 'postgres', 'pg_dump', '-Fc', '-U', user, '-d', db);
  if (dump.subarray(0, 5).toString() !== 'PGDMP')
    throw new Error(`pg_dump wrote no custom-format dump (${dump.length} bytes)`);
  report.line(
    `pg_dump -Fc from the postgres container: ${(dump.length / 1024).toFixed(0)} KiB, ${dbBefore.split('\n').length - 1} orders, ${dbBefore.split('\n').at(-1)}`,
  );

  await stack.compose('stop', 'proxy', 'api', 'worker');
  await stack.compose('rm', '-f', '-s', 'postgres');
  await podman('volume', 'rm', `${stack.project}_postgres-data`);
  await stack.compose('up', '-d', '--no-deps', 'postgres');
  await eventually(
    async () => {
      const rows = await stack.psql('SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()');
      if (rows[0]?.[0] !== '0') throw new Error(`the new database is not empty: ${rows[0]?.[0]} tables`);
    },
    60_000,
    500,
  );
  report.line('fresh PostgreSQL container on a new, empty volume');

  await stack.compose.pipe(dump, 'exec', '-T', 'postgres', 'pg_restore', '-U', user, '-d', db, '--no-owner');
  await stack.compose('up', '-d');
  const readyIn = await waitUntilReady(stack, 180);
  const after = await ordersThroughApi(orders);
  const dbAfter = await ordersInDatabase(stack);
  if (JSON.stringify(after) !== JSON.stringify(before) || dbAfter !== dbBefore) {
    throw new Error(`orders differ after the restore:\n${before.join('\n')}\n---\n${after.join('\n')}`);
  }
  report.line(
    `pg_restore, stack started: ready in ${readyIn.toFixed(1)} s; the same ${dbAfter.split('\n').length - 1} orders and ${dbAfter.split('\n').at(-1)} in the database, ${orders.length} read the same through the API by their shoppers`,
  );
};
