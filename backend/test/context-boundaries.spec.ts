import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { folderGraph, importCycles, importGraph } from './support/import-graph';

const repoRoot = path.resolve(__dirname, '../..');
const srcRoot = path.resolve(__dirname, '../src');

const lint = (filePath: string, code: string) =>
  spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath],
    {
      cwd: repoRoot,
      input: code,
      encoding: 'utf8',
    },
  );

describe('context boundaries', () => {
  it('has no import cycle anywhere in backend/src', () => {
    const graph = importGraph(srcRoot);
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((c) => c.map((f) => path.relative(srcRoot, f)));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const a = path.join(srcRoot, 'a.ts');
    const b = path.join(srcRoot, 'b.ts');
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('keeps arrows one way between contexts: infrastructure imports none of them', () => {
    const folders = folderGraph(srcRoot, importGraph(srcRoot));
    expect([...(folders.get('infrastructure') ?? [])]).toEqual([]);
    expect(folders.get('payments')?.has('orders')).toBe(false);
    const contextCycles = importCycles(new Map([...folders].map(([from, to]) => [from, [...to]])));
    expect(contextCycles).toEqual([]);
  });

  it('lint refuses an import of another context past its public entry, from code and from tests, and accepts the entry', () => {
    const forbidden = lint(
      'backend/src/crafting/reaches-in.ts',
      "import { OrderStream } from '../orders/commands/order-stream';\nexport const stream = OrderStream;\n",
    );
    expect(forbidden.status).toBe(1);
    expect(forbidden.stdout).toContain('import-x/no-restricted-paths');
    expect(forbidden.stdout).toContain('backend/src/orders/index.ts');

    const allowed = lint(
      'backend/src/crafting/uses-the-door.ts',
      "import { RecordDeadlineMissedCommand } from '../orders';\nexport const command = RecordDeadlineMissedCommand;\n",
    );
    expect(allowed.stdout).toBe('');
    expect(allowed.status).toBe(0);

    const fromATest = lint(
      'backend/src/crafting/reaches-in.int-spec.ts',
      "import { OrderStream } from '../orders/commands/order-stream';\nexport const stream = OrderStream;\n",
    );
    expect(fromATest.status).toBe(1);
    expect(fromATest.stdout).toContain('import-x/no-restricted-paths');
  }, 90_000);

  it('lint refuses a context import inside infrastructure', () => {
    const result = lint(
      'backend/src/infrastructure/http/knows-a-context.ts',
      "import { CartModule } from '../../cart';\nexport const cart = CartModule;\n",
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('infrastructure/ holds adapters that know no context');
  }, 60_000);

  it('lint refuses a PostgreSQL type in the event-store port, and accepts the port as it is', () => {
    const portPath = 'backend/src/infrastructure/event-store/event-store.port.ts';
    const port = readFileSync(path.join(repoRoot, portPath), 'utf8');
    const clean = lint(portPath, port);
    expect(clean.stdout).toBe('');
    expect(clean.status).toBe(0);
    const withPg = lint(portPath, `import type { ClientBase } from 'pg';\nexport type Tx = ClientBase;\n${port}`);
    expect(withPg.status).toBe(1);
    expect(withPg.stdout).toContain('The event-store port names no database or driver');
    const withSql = lint(
      portPath,
      `import type { SqlStatement } from '../database/send-together';\nexport type S = SqlStatement;\n${port}`,
    );
    expect(withSql.status).toBe(1);
  }, 60_000);
});
