const fs = require('node:fs');
const path = require('node:path');
const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '../.swcrc'), 'utf8'));
delete swc.$schema;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] },
};
