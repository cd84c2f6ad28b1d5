#!/usr/bin/env node
// `npm test`: the server suite (jest, real database), the web unit tests (jest, jsdom) and the
// browser journeys (Playwright in the system Chromium), one after the other. Each runner writes a
// JSON report so that this script can print one honest total at the end; a runner that fails to
// produce its report counts as failed. DB=mysql runs the server suite and the journeys on MariaDB;
// REQUIRE_ALL=1 turns every "skipped: service missing" into a failure (CI sets it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const db = process.env.DB === 'mysql' ? 'mysql' : 'sqlite';
// One report per runner and database, so that two runs side by side (CI runs the SQLite server
// suite beside the MariaDB run) never read or remove each other's.
const results = join(root, 'test-artifacts', 'results');
const report = (name) => join(results, `${name}-${db}.json`);
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- server web`
const steps = [
  {
    name: 'server',
    cwd: 'graphql-server',
    cmd: ['npx', 'jest', '--runInBand', '--json', `--outputFile=${report('server')}`],
    read: (file) => fromJest(file),
  },
  {
    name: 'web',
    cwd: 'web',
    cmd: ['npx', 'jest', '--json', `--outputFile=${report('web')}`],
    read: (file) => fromJest(file),
  },
  {
    name: 'e2e',
    cwd: 'web',
    // The journeys drive the built app; SKIP_BUILD=1 reuses an existing build.
    before: process.env.SKIP_BUILD === '1' ? null : ['npm', 'run', 'build'],
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
    read: (file) => fromPlaywright(file),
  },
].filter((s) => only.length === 0 || only.includes(s.name));

function fromJest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function fromPlaywright(file) {
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const total = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
for (const step of steps) {
  console.log(`\n=== ${step.name} tests (${process.env.DB === 'mysql' ? 'MariaDB/MySQL' : 'SQLite'}) ===`);
  rmSync(report(step.name), { force: true });
  if (step.before) {
    const built = spawnSync(step.before[0], step.before.slice(1), { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      console.error(`${step.name}: \`${step.before.join(' ')}\` failed; counted as failed`);
      broken = true;
      continue;
    }
  }
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: join(root, step.cwd),
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const file = report(step.name);
  if (!existsSync(file)) {
    console.error(`${step.name}: the runner left no report (exit ${run.status}); counted as failed`);
    broken = true;
    continue;
  }
  const r = step.read(file);
  console.log(`${step.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  for (const k of Object.keys(total)) total[k] += r[k];
  if (run.status !== 0 && r.failed === 0) broken = true; // e.g. a typecheck or setup failure
}

if (process.env.REQUIRE_ALL === '1' && total.skipped > 0) {
  console.error(`REQUIRE_ALL=1 but ${total.skipped} test(s) skipped`);
  broken = true;
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || broken ? 1 : 0);
