#!/usr/bin/env node
// `npm run cluster`: the production-like stack of scripts/cluster/stack.mjs, kept in ./.cluster
// (database, bucket, mail, secrets and the admin's password survive a restart; delete the folder
// to start over). Prints where everything is; Ctrl-C stops all of it, also while it starts.
// A missing program (nginx, MariaDB, Redis) stops it before anything is created or started.
import path from 'node:path';
import { onStopSignal } from './lib/processes.mjs';
import { ROOT, createCluster, tail } from './cluster/stack.mjs';

const dir = path.resolve(process.env.CLUSTER_DIR || path.join(ROOT, '.cluster'));
let cluster = null;
let stopping = false;

try {
  cluster = createCluster({ dir, log: (line) => console.log(`  ${line}`) });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
onStopSignal(async (signal) => {
  stopping = true;
  console.log(`\n${signal}: stopping the cluster…`);
  await cluster.stop();
  return 0; // Ctrl-C is how this command ends
});
process.on('exit', () => cluster.killAll());

try {
  await cluster.start();
} catch (err) {
  if (stopping) await new Promise(() => {}); // the signal handler stops and exits
  console.error(`\nThe cluster could not start: ${err.message}`);
  for (const name of ['mariadb', 'app-a', 'app-b', 'nginx-error']) {
    const t = tail(path.join(dir, 'logs', `${name}.log`), 15);
    if (t.trim()) console.error(`--- ${name}.log\n${t}`);
  }
  process.exit(1);
}

const a = cluster.admin;
console.log(`
Campus Market is running (NODE_ENV=production, two instances behind nginx):

  Open            ${cluster.url}
  Admin           registration id ${a.collegeId}, password "${a.password}" (${a.email})
  Mail inbox      ${cluster.mailUrl}   (every mail the app sends lands here)
  Instances       ${cluster.instances.map((i) => `${i.name}: ${i.url}`).join(', ')}
  S3 (s3rver)     ${cluster.s3Endpoint}, bucket ${cluster.bucket}
  MariaDB         ${cluster.databaseUrl}
  Redis           ${cluster.redisUrl}
  Logs            ${cluster.logs}

Ctrl-C stops all of it; the data stays in ${dir}.`);

// Nothing else to do but notice a service dying.
for (const p of cluster.procs) {
  p.exited.then(({ code, signal }) => {
    if (!stopping) console.log(`(${p.label} exited: ${signal ?? `code ${code}`}; see ${p.logFile})`);
  });
}
