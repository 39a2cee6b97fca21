/** Kiosk browser tests: playwright-core with the system's chromium against the real built shop (`npm start`). */
const web = require('../../web/e2e/jest.e2e.config.cjs');

module.exports = {
  ...web,
  displayName: 'kiosk-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
  moduleNameMapper: { '^@sound-putter/contracts$': '<rootDir>/../../contracts/src/index.ts' },
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/../../web/e2e/support/global-teardown.cjs',
  testTimeout: 180_000,
};
