/** Browser tests: playwright-core with the system's chromium against the real built app (`npm start`). */
module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^@sound-putter/contracts$': '<rootDir>/../../contracts/src/index.ts' },
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/support/global-teardown.cjs',
  testTimeout: 120_000,
};
