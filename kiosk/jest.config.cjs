/** Kiosk component tests: the same jsdom environment, setup and fake API as the web shop (the kiosk reuses its layers). */
const web = require('../web/jest.config.cjs');

module.exports = {
  ...web,
  displayName: 'kiosk',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/../web/jest/jsdom-fetch.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../web/jest/setup-tests.ts'],
  moduleNameMapper: {
    ...Object.fromEntries(
      Object.entries(web.moduleNameMapper).map(([pattern, target]) => [
        pattern,
        target.replace('<rootDir>', '<rootDir>/../web'),
      ]),
    ),
    '^@sound-putter/web/(api|store|lib)$': '<rootDir>/../web/src/$1/index.ts',
    '^@sound-putter/web/api/(.*)$': '<rootDir>/../web/src/api/$1.ts',
    '^@sound-putter/web/components/(.*)$': '<rootDir>/../web/src/components/$1.tsx',
    '^@sound-putter/web/testing/(.*)$': '<rootDir>/../web/src/testing/$1',
  },
};
