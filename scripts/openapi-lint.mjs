#!/usr/bin/env node
// Lints the OpenAPI document of /api/v1 with Redocly CLI's recommended rules (redocly.yaml), as
// another app's tools read it: writes the document from the built server's route table
// (graphql-server/dist/scripts/emit-openapi.js: no database, no Redis), then fails on any problem,
// a warning included. Redocly never reaches the network here: no telemetry, no update check.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emit = path.join(root, 'graphql-server', 'dist', 'scripts', 'emit-openapi.js');
if (!fs.existsSync(emit)) {
  console.error(`${emit} is missing: build the server first (npm run build -w graphql-server)`);
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
try {
  execFileSync(process.execPath, [emit, file], { stdio: 'inherit', timeout: 60_000 });
  const redocly = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const args = [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'];
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8', timeout: 120_000 });
  if (run.error) throw run.error;
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.error(run.stdout, run.stderr);
    throw new Error(`redocly lint answered no report (exit ${run.status})`);
  }
  for (const problem of report.problems) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.error(`${problem.severity} ${problem.ruleId}: ${problem.message} at ${where}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`Redocly ${report.version}: ${errors} errors, ${warnings} warnings`);
  if (errors + warnings > 0 || run.status !== 0) process.exit(1);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
