// A production-like Campus Market on one machine, without Docker: MariaDB with its own data
// directory, Redis, an S3 server (s3rver), a mail catcher with a web inbox (maildev), two app
// instances built with `npm run build`, and Debian's nginx balancing them on one port. Every
// program is checked before anything starts (./prerequisites.mjs). Every port is a free loopback
// port picked at start; every process is started here, tracked by pid and stopped by stop(),
// which may be called at any moment, also while start() is still bringing the stack up. Used by
// scripts/cluster.mjs (`npm run cluster`) and scripts/cluster-test.mjs (`npm run cluster:test`).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killAllSync, stopChild, watchExit } from '../lib/processes.mjs';
import { ensureAdmin, verificationCode } from './accounts.mjs';
import { writeNginxConfig } from './nginx-config.mjs';
import { requirePrerequisites } from './prerequisites.mjs';
import { startMailCatcher, startMariaDb, startRedis, startS3 } from './services.mjs';
import { httpOk, waitFor } from './wait-for.mjs';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN_JS = path.join(ROOT, 'graphql-server', 'dist', 'main.js');
const ROSTER_IMPORT_JS = path.join(ROOT, 'graphql-server', 'dist', 'scripts', 'roster-import.js');
const BUCKET = 'campus-images';
const ADMIN = { collegeId: 'ADMIN1', name: 'Cluster Admin', email: 'admin@college.edu' };
export const EMAIL_DOMAIN = 'college.edu';

const isRoot = process.getuid?.() === 0;

/** The tail of a log, for error messages. */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * The stack in `dir` (created by start() when missing; a dir used before keeps its database,
 * bucket, secret and admin), not started yet: `await cluster.start()` brings it up, `log` gets one
 * line per step. Throws at once, before touching anything, when a program is missing.
 */
export function createCluster({ dir, log = () => {} }) {
  const bin = requirePrerequisites();
  if (!fs.existsSync(MAIN_JS)) throw new Error('graphql-server/dist is missing: run `npm run build` first');
  const logs = path.join(dir, 'logs');
  const procs = [];
  let stopping = null; // the stop in progress or done: every caller waits for the same one

  /** Spawns a tracked process in its own process group (Ctrl-C reaches only the orchestrator, which stops things in order). */
  function start(name, cmd, args, opts = {}) {
    // A stop that came while start() was waiting for a service: start nothing more.
    if (stopping) throw new Error(`the cluster is stopping (not starting ${name})`);
    const logFile = path.join(logs, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(cmd, args, { stdio: ['ignore', out, out], detached: true, ...opts });
    fs.closeSync(out);
    child.logFile = logFile;
    watchExit(child, name);
    procs.push(child);
    return child;
  }

  const cluster = {
    dir,
    procs,
    logs,
    bucket: BUCKET,
    start: () => bringUp(),
    stop() {
      stopping ??= (async () => {
        // Front to back: nginx, the apps (graceful), then what they depend on.
        const order = ['nginx', 'app-', 'maildev', 's3', 'redis', 'mariadb'];
        for (const prefix of order) {
          await Promise.all(
            procs
              .filter((p) => p.label.startsWith(prefix))
              .map((p) => stopChild(p, { graceMs: prefix === 'mariadb' ? 30_000 : 10_000 })),
          );
        }
      })();
      return stopping;
    },
    /** Synchronous last resort (process 'exit'): SIGKILL whatever still runs. */
    killAll() {
      killAllSync(procs);
    },
  };

  /** Starts every service in order; on any failure stops what it started and throws. */
  async function bringUp() {
    try {
      fs.mkdirSync(logs, { recursive: true });
      fs.chmodSync(dir, 0o755); // mysql and nobody (nginx's workers) must reach their subdirectories
      return await startServices();
    } catch (err) {
      await cluster.stop();
      throw err;
    }
  }

  async function startServices() {
    const statePath = path.join(dir, 'state.json');
    const state = fs.existsSync(statePath) ? JSON.parse(fs.readFileSync(statePath, 'utf8')) : {};
    state.sessionSecret ??= crypto.randomBytes(32).toString('hex');
    state.dbPassword ??= crypto.randomBytes(12).toString('hex');
    state.adminPassword ??= `admin ${crypto.randomBytes(6).toString('hex')} market`;
    fs.writeFileSync(statePath, JSON.stringify(state, null, 2), { mode: 0o600 });
    cluster.admin = { ...ADMIN, password: state.adminPassword };

    // --- MariaDB, Redis, S3 (s3rver), the mail catcher (maildev) ----------------------------
    const cx = { dir, bin, start, log };
    const databaseUrl = await startMariaDb(cx, state.dbPassword);
    const redisPort = await startRedis(cx);
    const s3Endpoint = await startS3(cx, BUCKET);
    const { smtpPort, mailUrl } = await startMailCatcher(cx);

    // --- The app instances -----------------------------------------------------------------
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const appEnv = {
      // Not the caller's whole environment: a stray DATABASE_URL or S3_* must not leak in.
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.NODE_PATH ? { NODE_PATH: process.env.NODE_PATH } : {}),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: url,
      SESSION_SECRET: state.sessionSecret,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_COLLEGE_IDS: ADMIN.collegeId,
      ALLOWED_EMAIL_DOMAINS: EMAIL_DOMAIN,
      DATA_DIR: path.join(dir, 'app-data'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };

    // The roster first (an operator command from built JavaScript): the admin's row carries
    // its college email, so only that address can claim the admin's id.
    const rosterFile = path.join(dir, 'roster.csv');
    fs.writeFileSync(rosterFile, `collegeId,name,email\n${ADMIN.collegeId},${ADMIN.name},${ADMIN.email}\n`);
    const imported = spawnSync(process.execPath, [ROSTER_IMPORT_JS, rosterFile], { env: appEnv, encoding: 'utf8' });
    if (imported.status !== 0) throw new Error(`roster import failed: ${imported.stderr || imported.stdout}`);
    log(imported.stdout.trim().split('\n')[0]);

    const instances = [];
    for (const name of ['a', 'b']) {
      const port = await freePort();
      instances.push({
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        env: { ...appEnv, PORT: String(port) },
        proc: null,
      });
    }
    const startInstance = (inst) => {
      inst.proc = start(`app-${inst.name}`, process.execPath, ['--enable-source-maps', MAIN_JS], {
        env: inst.env,
        cwd: ROOT,
      });
      return inst.proc;
    };
    // Together, on purpose: the migration lock lets two instances start on one database.
    instances.forEach(startInstance);
    await Promise.all(
      instances.map((inst) => waitFor(`app instance ${inst.name}`, httpOk(`${inst.url}/readyz`), 90_000, inst.proc)),
    );
    log(`App instances: ${instances.map((i) => `${i.name} on ${i.url}`).join(', ')}`);

    // --- nginx -----------------------------------------------------------------------------
    const nginxDir = path.join(dir, 'nginx');
    writeNginxConfig({
      nginxDir,
      logs,
      listen: `127.0.0.1:${nginxPort}`,
      apps: instances.map((i) => `127.0.0.1:${i.port}`),
      isRoot,
    });
    const nginxArgs = [
      '-p',
      nginxDir,
      '-e',
      path.join(logs, 'nginx-error.log'),
      '-c',
      path.join(nginxDir, 'nginx.conf'),
    ];
    const check = spawnSync(bin.nginx, [...nginxArgs, '-t'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
    const nginx = start('nginx', bin.nginx, [...nginxArgs, '-g', 'daemon off;']);
    await waitFor('nginx', httpOk(`${url}/readyz`), 20_000, nginx);
    log(`nginx on ${url}`);

    // --- The admin: signed up and verified through the real API, once ----------------------
    await ensureAdmin(url, mailUrl, cluster.admin);

    Object.assign(cluster, {
      url,
      mailUrl,
      smtpPort,
      s3Endpoint,
      databaseUrl,
      redisUrl: appEnv.REDIS_URL,
      instances,
      nginx,
      logs,
      /** SIGKILLs an instance (no goodbye) and waits until it is gone. */
      async kill(inst) {
        process.kill(inst.proc.pid, 'SIGKILL');
        await inst.proc.exited;
      },
      /** Starts an instance again on its port and waits for it to be ready. */
      async restart(inst) {
        startInstance(inst);
        await waitFor(`app instance ${inst.name}`, httpOk(`${inst.url}/readyz`), 90_000, inst.proc);
      },
      /** Every mail maildev caught. */
      async mails() {
        return (await fetch(`${mailUrl}/email`)).json();
      },
      /** The six-digit verification code last mailed to `address`. */
      async codeFor(address, ms = 20_000) {
        return verificationCode(mailUrl, address, ms);
      },
    });
    return cluster;
  }

  return cluster;
}
