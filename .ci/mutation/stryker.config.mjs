// @ts-check
/**
 * StrykerJS over one mutation target (MUTATION_TARGET, see targets.cjs); `npm run test:mutation` runs them all.
 * Incremental: the report of the last run is kept in `.ci/mutation/incremental/`, so a rerun tests only the mutants of
 * changed code or touched by changed tests.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const targets = require('./targets.cjs');

const target = targets.find((t) => t.id === process.env.MUTATION_TARGET);
if (!target) throw new Error(`MUTATION_TARGET must name one of: ${targets.map((t) => t.id).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: { projectType: 'custom', configFile: '.ci/mutation/jest.config.cjs', enableFindRelatedTests: false },
  coverageAnalysis: 'perTest',
  mutate: target.mutate,
  incremental: true,
  incrementalFile: `.ci/mutation/incremental/${target.id}.json`,
  thresholds: { high: target.break, low: target.break, break: target.break },
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${target.id}.json` },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox needs only the root settings and the target's workspace (plus contracts, which the others import).
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/.swcrc',
    '!/tsconfig.json',
    '!/.ci',
    '/.ci/*',
    '!/.ci/mutation',
    '/.ci/mutation/incremental',
    '!/contracts',
    '/contracts/dist',
    ...(target.workspace === 'contracts'
      ? []
      : [
          `!/${target.workspace}`,
          `/${target.workspace}/dist*`,
          `/${target.workspace}/e2e`,
          `/${target.workspace}/public`,
        ]),
  ],
  // A target whose spec is missing still gets its mutants counted (all uncovered), and fails its threshold.
  allowEmpty: true,
  timeoutMS: 5000,
  logLevel: 'info',
};
