/** Component tests: jsdom with the platform's fetch, a real store, and the API answered by MSW. */
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  // scripts/: the pure parts of the build and measuring scripts (plain ES modules, run by node).
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx', '**/scripts/*.spec.mjs'],
  testEnvironment: '<rootDir>/jest/jsdom-fetch.environment.cjs',
  // MSW's Node entry must be picked over its browser build inside jsdom.
  testEnvironmentOptions: { customExportConditions: [''], url: 'http://localhost/' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', swc] },
  // A few of MSW's dependencies ship only ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(until-async|rettime|@open-draft)/)'],
  moduleNameMapper: {
    '^@sound-putter/contracts$': '<rootDir>/../contracts/src/index.ts',
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
    '\\.(webp|avif|png|jpg)$': '<rootDir>/jest/asset-stub.cjs',
    '/lib/media-slot$': '<rootDir>/jest/media-slot-stub.ts',
  },
  // The default 5 s is too tight when jsdom renders the configurator on a busy 2-core machine.
  testTimeout: 20000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
