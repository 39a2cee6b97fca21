import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApiDocuments } from './api-documents';

/**
 * `npm run lint:api-docs`: builds the OpenAPI and AsyncAPI documents from the app (no database needed) and runs the
 * ecosystem's linters on them: Redocly CLI's `recommended` rules and Spectral (`spectral:oas`, `spectral:asyncapi`,
 * backend/.spectral.yaml). Fails on any error; warnings are printed. `--out DIR` keeps the documents in DIR.
 */
const backendDir = path.join(__dirname, '../..');
const bin = (name: string) => path.join(backendDir, '../node_modules/.bin', name);

const run = (label: string, dir: string, command: string, args: string[]): boolean => {
  const started = Date.now();
  process.stdout.write(`\n==> ${label}\n`);
  const result = spawnSync(command, args, {
    cwd: dir,
    stdio: 'inherit',
    // No telemetry or update check: CI has no network but the package registries, and needs none.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  if (result.error) throw result.error;
  process.stdout.write(`(${label}: exit ${result.status}, ${Date.now() - started} ms)\n`);
  return result.status === 0;
};

async function main(): Promise<void> {
  const started = Date.now();
  const outIndex = process.argv.indexOf('--out');
  const keep = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : null;
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), 'api-docs-'));
  mkdirSync(dir, { recursive: true });
  try {
    const { openApi, asyncApi } = await buildApiDocuments();
    writeFileSync(path.join(dir, 'openapi.json'), `${JSON.stringify(openApi, null, 2)}\n`);
    writeFileSync(path.join(dir, 'asyncapi.json'), `${JSON.stringify(asyncApi, null, 2)}\n`);
    const ruleset = path.join(backendDir, '.spectral.yaml');
    const results = [
      run('redocly lint --extends recommended (OpenAPI)', dir, bin('redocly'), [
        'lint',
        '--extends',
        'recommended',
        '--format',
        'stylish',
        'openapi.json',
      ]),
      // Spectral exits non-zero on errors only (its default --fail-severity); the ruleset picks rules by format.
      run('spectral lint (OpenAPI, spectral:oas)', dir, bin('spectral'), [
        'lint',
        '--ruleset',
        ruleset,
        'openapi.json',
      ]),
      run('spectral lint (AsyncAPI, spectral:asyncapi)', dir, bin('spectral'), [
        'lint',
        '--ruleset',
        ruleset,
        'asyncapi.json',
      ]),
    ];
    const failed = results.filter((ok) => !ok).length;
    process.stdout.write(
      `\nAPI documents: ${failed === 0 ? 'no errors' : `${failed} of 3 lint runs failed`} (${Date.now() - started} ms)\n`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
