import { defineConfig } from '@playwright/test';
import { chromiumPath, e2ePort } from './support/env';

// Journeys run against the built app (`npm run build`) started by global-setup on its own port,
// database and mail receiver. The system Chromium is used; no browser is ever downloaded.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // Long journeys: every screen shot also runs axe-core four times (two themes, two widths).
  timeout: 300_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../../test-artifacts/e2e-output',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath ?? undefined,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
});
