#!/usr/bin/env node
// `npm run cluster:test`: starts the production-like cluster of scripts/cluster/stack.mjs in a
// temporary directory and drives it through nginx the way browsers would, each simulated client
// from its own loopback address (127.0.0.x) so that the per-address throttles see separate people:
//   1. sign up and verify (the code read from the mail catcher);
//   2. an image upload lands in the S3 bucket and is served back through nginx;
//   3. a moderator's approval handled by instance B reaches the seller's socket held by instance A
//      (and a socket opened through nginx);
//   4. the login throttle is shared: 10 bad logins spread over both instances, the 11th refused;
//   5. instance A is SIGKILLed while 20 clients read and write: no acknowledged write is lost, the
//      only 5xx are requests that were in flight on A, and B keeps serving;
//   6. A is restarted and nginx sends it requests again.
// Prints "N passed, N failed" and exits non-zero on any failure. A missing program (nginx,
// MariaDB, Redis) fails it at once, before anything is created. On every way out (done, failed,
// thrown, SIGINT/SIGTERM) it stops everything it started and removes its temporary directory;
// after a failure the services' logs are kept in test-artifacts/cluster-test-logs/.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onStopSignal } from './lib/processes.mjs';
import { Browser } from './cluster/browser.mjs';
import { results } from './cluster/check.mjs';
import { checkFailover } from './cluster/checks-failover.mjs';
import { checkJourney } from './cluster/checks-journey.mjs';
import { ROOT, createCluster, tail } from './cluster/stack.mjs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const LOGS_KEPT = path.join(ROOT, 'test-artifacts', 'cluster-test-logs');
let dir = null;
let cluster = null;
let signalled = false;
try {
  // Before the temporary directory: a missing program leaves nothing behind.
  const name = `cm-cluster-test-${crypto.randomBytes(6).toString('hex')}`;
  cluster = createCluster({ dir: path.join(os.tmpdir(), name), log: (line) => console.log(`  ${line}`) });
} catch (err) {
  console.error(`cluster:test: ${err.message}`);
  process.exit(1);
}
dir = cluster.dir;
const removeDir = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
// Last resort for any exit (a throw outside the checks, a second signal): kill and remove.
process.on('exit', () => {
  cluster.killAll();
  removeDir();
});
onStopSignal(async (signal) => {
  signalled = true;
  console.log(`\ncluster:test: ${signal}: stopping the cluster…`);
  await cluster.stop();
  removeDir();
});

try {
  console.log(`cluster:test: starting the cluster in ${dir}`);
  await cluster.start();
  console.log(`cluster up in ${elapsed()}; nginx on ${cluster.url}`);
  await runChecks(cluster);
} catch (err) {
  results.push({ name: 'cluster start', ok: false });
  console.log(`  ✗ ${err.stack ?? err}`);
} finally {
  // Interrupted: the signal handler stops, removes and exits; the checks' failures are its echo.
  if (signalled) await new Promise(() => {});
  const failed = results.some((r) => !r.ok) || results.length === 0;
  if (failed) {
    for (const name of ['app-a', 'app-b', 'nginx-error', 'mariadb']) {
      const t = tail(path.join(dir, 'logs', `${name}.log`), 12);
      if (t.trim()) console.log(`--- ${name}.log (last lines)\n${t}`);
    }
  }
  await cluster.stop();
  if (failed && fs.existsSync(cluster.logs)) {
    // The logs only (the database and bucket are a hundred megabytes and useless once stopped).
    fs.rmSync(LOGS_KEPT, { recursive: true, force: true });
    fs.cpSync(cluster.logs, LOGS_KEPT, { recursive: true });
    console.log(`(the services' logs are kept in ${path.relative(ROOT, LOGS_KEPT)})`);
  }
  removeDir();
  const passed = results.filter((r) => r.ok).length;
  console.log(`\ncluster:test: ${passed} passed, ${results.length - passed} failed (${elapsed()})`);
  process.exit(failed ? 1 : 0);
}

async function runChecks(cluster) {
  const url = cluster.url;
  const admin = new Browser(url, url);
  const login = await admin.request('POST', '/api/v1/auth/login', {
    json: { collegeId: cluster.admin.collegeId, password: cluster.admin.password },
  });
  assert.equal(login.status, 200, `the admin cannot sign in: ${login.status} ${login.raw}`);

  const ctx = { cluster, admin, seller: new Browser(url, url) };
  await checkJourney(ctx);
  const clients = await checkFailover(ctx);
  for (const c of [admin, ctx.seller, ...clients]) c.close();
}
