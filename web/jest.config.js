// The web package is an ES module package, so this config is ESM. Tests compile with SWC to
// CommonJS and run in jsdom.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic' },
            // Vite's import.meta.env does not exist under jest; give it the values tests expect.
            optimizer: {
              globals: {
                vars: {
                  'import.meta.env.DEV': 'true',
                  'import.meta.env.PROD': 'false',
                  'import.meta.env.MODE': '"test"',
                },
              },
            },
          },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\?(url|worker|raw|inline)$': '<rootDir>/test/fileStub.cjs',
    '\\.(svg|png|jpe?g|gif|webp|avif)$': '<rootDir>/test/fileStub.cjs',
  },
  // Per test, sized for a loaded machine: the slowest web tests (a whole page with a mocked GraphQL
  // client, e.g. ProfilePage's phone check) take about 5 s on a quiet machine; at load 15 on
  // 2 cores some took over 15 s.
  testTimeout: 60_000,
};
