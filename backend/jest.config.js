const fs = require('node:fs');
const path = require('node:path');
const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '../.swcrc'), 'utf8'));
delete swc.$schema;

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] },
  // @nestjs packages ship ESM only; jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|cookie)/)'],
  moduleNameMapper: {
    '^@sound-putter/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@sound-putter/contracts/dto$': '<rootDir>/../contracts/src/dto/index.ts',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/src/infrastructure/testing/global-setup.ts',
      globalTeardown: '<rootDir>/src/infrastructure/testing/global-teardown.ts',
      testTimeout: 60000,
    },
  ],
};
