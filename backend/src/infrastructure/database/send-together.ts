import { createHash } from 'node:crypto';
import type { Client, ClientBase, QueryConfig, QueryResult } from 'pg';

/** A parameterised statement: `$1`, `$2`, ... in `text` stand for `values`. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

const preparedNames = new Map<string, string>();
/** Past this many texts a caller is building SQL on the fly: its statements go unnamed rather than pile up. */
const MOST_PREPARED = 500;

/**
 * The statement as a prepared one named after its text, so each connection parses and plans it once (the projections'
 * statements are a fixed set of texts; unnamed, PostgreSQL plans every one on every append).
 */
const prepared = (statement: SqlStatement | QueryConfig): QueryConfig => {
  if ('name' in statement && statement.name) return statement;
  let name = preparedNames.get(statement.text);
  if (name === undefined) {
    if (preparedNames.size >= MOST_PREPARED) return statement;
    name = `st_${createHash('sha1').update(statement.text).digest('base64url').slice(0, 22)}`;
    preparedNames.set(statement.text, name);
  }
  return { ...statement, name };
};

/**
 * Sends `statements` on `client` without waiting for each answer, and waits for all. On a client made with pg's
 * `pipeline` option they leave in one write and come back in one round trip (README, "One round trip per append");
 * on any other client they run one after another, with the same results. The first failure is the one thrown: the
 * statements after it in a transaction fail only because it aborted the transaction.
 */
export async function sendTogether(
  client: ClientBase,
  statements: readonly (SqlStatement | QueryConfig | string)[],
): Promise<QueryResult[]> {
  const { pipeline, connection } = client as ClientBase & Partial<Pick<Client, 'pipeline' | 'connection'>>;
  const socket = pipeline && connection ? connection.stream : null;
  // pg writes each pipelined query on its own; corked, the queries queued here go out as one write.
  const corked = socket !== null && typeof socket.cork === 'function';
  if (corked) socket.cork();
  let sent: Promise<QueryResult>[];
  try {
    sent = statements.map((statement) =>
      typeof statement === 'string' ? client.query(statement) : client.query(prepared(statement)),
    );
  } finally {
    if (corked) socket.uncork();
  }
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<QueryResult>).value);
}

/**
 * Runs `statements` as one transaction sent together (see `sendTogether`) on a connection of `pool`. A failure rolls
 * all of them back; a connection left inside a transaction (the link broke mid-way) is discarded, not reused.
 */
export async function runTogetherInTransaction(
  pool: { connect(): Promise<ClientBase & { release(destroy?: boolean | Error): void }> },
  statements: readonly (SqlStatement | QueryConfig)[],
): Promise<QueryResult[]> {
  const client = await pool.connect();
  let broken = false;
  try {
    const results = await sendTogether(client, ['BEGIN', ...statements, 'COMMIT']);
    return results.slice(1, -1);
  } catch (error) {
    broken = client.getTransactionStatus?.() !== 'I';
    throw error;
  } finally {
    client.release(broken);
  }
}
