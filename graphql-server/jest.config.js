// @swc/jest compiles the TypeScript with legacy decorators and decorator metadata, as tsc does
// for the build; the tests run one file at a time because each file owns a database.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  // A test file's app starts from the migrations; on MariaDB their DDL, run
  // beside CI's other test lines, took a beforeAll past 30 s. A time limit only: a hang still fails.
  testTimeout: process.env.DB === 'mysql' ? 60000 : 30000,
  maxWorkers: 1,
};
