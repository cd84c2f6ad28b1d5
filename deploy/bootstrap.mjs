#!/usr/bin/env node
// docker compose's one-shot `bootstrap` (runs in the app image, before the app instances):
//   1. creates the image bucket (S3_BUCKET) when it does not exist yet;
//   2. imports the roster file (graphql-server/dist/scripts/roster-import.js);
//   3. makes every registration id of ADMIN_COLLEGE_IDS that has signed up an admin
//      (graphql-server/dist/scripts/make-admin.js); one that has not yet becomes admin when it signs up.
// Every step is idempotent, so it runs again on each `docker compose up`.
//   node deploy/bootstrap.mjs ROSTER.csv
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = path.join(root, 'graphql-server', 'dist', 'scripts');
const [roster] = process.argv.slice(2);

function run(script, ...args) {
  const r = spawnSync(process.execPath, [path.join(scripts, script), ...args], { stdio: 'inherit' });
  return r.status ?? 1;
}

// 1. The bucket.
const bucket = process.env.S3_BUCKET?.trim();
if (bucket) {
  const s3 = new S3Client({
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    forcePathStyle: ['true', '1'].includes((process.env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
    // Unset: the SDK's default chain, as the app does (config.ts).
    credentials: process.env.S3_ACCESS_KEY_ID
      ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '' }
      : undefined,
  });
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    console.log(`bucket ${bucket}: exists`);
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    console.log(`bucket ${bucket}: created`);
  }
  s3.destroy();
}

// 2. The roster (this also runs the migrations on a new database).
if (roster && fs.existsSync(roster)) {
  if (run('roster-import.js', roster) !== 0) process.exit(1);
} else {
  console.log(`no roster file at ${roster ?? '(none given)'}: skipped`);
}

// 3. The admins.
for (const id of (process.env.ADMIN_COLLEGE_IDS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)) {
  if (run('make-admin.js', id) !== 0) console.log(`${id}: becomes admin when it signs up (ADMIN_COLLEGE_IDS)`);
}
