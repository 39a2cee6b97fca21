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
    '^@sound-putter/web/shared$': '<rootDir>/../web/src/shared.ts',
  },
};
