import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the journeys find things; shared by the config, global setup and the specs.
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
) as string[];
export const chromiumPath: string | null = candidates.find((p) => existsSync(p)) ?? null;
export const e2ePort = Number(process.env.E2E_PORT ?? 4100);
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const artifacts = join(repoRoot, 'test-artifacts');
export const mailDir = join(artifacts, 'e2e-mail');
export const screenshotDir = join(artifacts, 'screenshots');

/** Why the journeys cannot run here, or null. With REQUIRE_ALL=1 a reason is a failure, not a skip. */
export const skipReason: string | null = chromiumPath
  ? null
  : "no Chromium found (install Debian's chromium or set CHROMIUM_PATH)";
