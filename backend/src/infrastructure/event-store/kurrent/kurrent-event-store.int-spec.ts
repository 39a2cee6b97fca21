import { spawnSync } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { keepInlineBySubscription } from '../../../../test/support/inline-by-subscription';
import { eventStoreContract } from '../event-store.contract';
import type { EventStore } from '../event-store.port';
import { KurrentEventStore } from './kurrent-event-store';

const url = process.env.EVENTSTORE_URL ?? 'esdb://127.0.0.1:2113?tls=false';

/**
 * Jest collects tests synchronously, so whether the suite runs must be known before any await: a child process
 * tries a TCP connection to the server and reports why it could not.
 */
const unreachableReason = (connectionString: string): string | null => {
  const target = new URL(connectionString.replace(/^(esdb|kurrentdb|kdb)(\+discover)?:/, 'http:'));
  const host = target.hostname || '127.0.0.1';
  const port = Number(target.port || 2113);
  const probe = `const s=require('node:net').connect(${port},${JSON.stringify(host)});
    s.setTimeout(1500,()=>{console.log('timed out');process.exit(1)});
    s.on('connect',()=>process.exit(0));
    s.on('error',(e)=>{console.log(e.code||e.message);process.exit(1)});`;
  const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 5000 });
  if (result.status === 0) return null;
  return `no KurrentDB server answers at ${host}:${port} (${(result.stdout || 'no answer').trim()}); set EVENTSTORE_URL to run it`;
};

const reason = unreachableReason(url);

if (reason) {
  // Straight to stderr: when jest runs several files it drops the console output of a file whose tests all
  // skip, which would make this skip silent.
  process.stderr.write(`KurrentDB contract suite skipped: ${reason}\n`);
  describe.skip(`EventStore contract: KurrentDB (skipped: ${reason})`, () => {
    it('runs the shared event store contract against KurrentDB', () => undefined);
  });
} else {
  let db: TestDatabase;
  const opened: EventStore[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
    await db.drop();
  });

  eventStoreContract('KurrentDB', async () => {
    const store = await KurrentEventStore.connect(url);
    opened.push(store);
    return {
      store,
      openAnother: async () => {
        const other = await KurrentEventStore.connect(url);
        opened.push(other);
        return other;
      },
      openWithInline: async (projection) => {
        const inline = await keepInlineBySubscription(await KurrentEventStore.connect(url), db, projection);
        opened.push(inline);
        return inline;
      },
      dispose: async () => undefined,
    };
  });
}
