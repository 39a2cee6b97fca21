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
    '^@sound-putter/contracts/schemas$': '<rootDir>/../contracts/src/schemas/index.ts',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  // A global option: jest ignores testTimeout inside a project, and a shared 2-core machine makes initdb slow.
  testTimeout: 60000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{src,test,dev-stack}/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{src,test,dev-stack}/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
