import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { artifacts, chromiumPath, e2ePort } from './support/env';

// Journeys run against the built app (`npm run build`) started by global-setup on its own port,
// database and mail receiver. The system Chromium is used; no browser is ever downloaded.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // Long journeys: every screen shot also runs axe-core four times (two themes, two widths).
  timeout: 300_000,
  // A screen's text or control appears within about 1 s idle; 30 s holds on a loaded machine
  // (load 15 on 2 cores) and costs nothing while everything passes.
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report goes to a file, never to stdout (which stays readable): `npm test` names the
  // file with PLAYWRIGHT_JSON_OUTPUT_NAME and reads its totals from it.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(artifacts, 'results', 'e2e.json') }],
  ],
  outputDir: '../../test-artifacts/e2e-output',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath ?? undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
