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
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killAllSync, sleep, stopChild, watchExit } from '../lib/processes.mjs';
import { ensureAdmin, verificationCode } from './accounts.mjs';
import { writeNginxConfig } from './nginx-config.mjs';
import { requirePrerequisites } from './prerequisites.mjs';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN_JS = path.join(ROOT, 'graphql-server', 'dist', 'main.js');
const ROSTER_IMPORT_JS = path.join(ROOT, 'graphql-server', 'dist', 'scripts', 'roster-import.js');
const BUCKET = 'campus-images';
const ADMIN = { collegeId: 'ADMIN1', name: 'Cluster Admin', email: 'admin@college.edu' };
export const EMAIL_DOMAIN = 'college.edu';

const isRoot = process.getuid?.() === 0;

async function waitFor(what, check, ms, proc) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    if (proc && proc.exitCode !== null)
      throw new Error(`${what}: the process exited (code ${proc.exitCode}); see ${proc.logFile}`);
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    await sleep(200);
  }
  throw new Error(
    `${what} did not come up within ${ms / 1000} s${last ? ` (${last.message})` : ''}${proc ? `; see ${proc.logFile}` : ''}`,
  );
}

const httpOk = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

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

    // --- MariaDB ---------------------------------------------------------------------------
    const { mariadbd, installDb, mariadb: client } = bin;
    const dbDir = path.join(dir, 'mariadb');
    const dataDir = path.join(dbDir, 'data');
    const socket = path.join(dbDir, 'mysqld.sock');
    // MariaDB's temporary files in its own folder: the caller's TMPDIR may be closed to mysql.
    const dbEnv = { ...process.env, TMPDIR: path.join(dbDir, 'tmp') };
    fs.mkdirSync(dbEnv.TMPDIR, { recursive: true });
    const userArgs = isRoot ? ['--user=mysql'] : [];
    if (isRoot) spawnSync('chown', ['-R', 'mysql:mysql', dbDir]);
    const fresh = !fs.existsSync(path.join(dataDir, 'mysql'));
    if (fresh) {
      log('MariaDB: creating its data directory');
      const r = spawnSync(
        installDb,
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          '--auth-root-authentication-method=normal',
          '--skip-test-db',
          ...userArgs,
        ],
        {
          encoding: 'utf8',
          env: dbEnv,
        },
      );
      if (r.status !== 0) throw new Error(`mariadb-install-db failed: ${r.stderr || r.stdout}`);
    }
    const dbPort = await freePort();
    const db = start(
      'mariadb',
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--port=${dbPort}`,
        `--socket=${socket}`,
        `--pid-file=${path.join(dbDir, 'mariadbd.pid')}`,
        '--bind-address=127.0.0.1',
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=256M',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--max-connections=200',
        ...userArgs,
      ],
      { env: dbEnv },
    );
    const sql = (statement) =>
      spawnSync(client, ['--no-defaults', '-uroot', `--socket=${socket}`, '-e', statement], { encoding: 'utf8' });
    await waitFor('MariaDB', () => sql('SELECT 1').status === 0, 60_000, db);
    const created = sql(
      `CREATE DATABASE IF NOT EXISTS campus_market CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
       CREATE USER IF NOT EXISTS 'campus'@'127.0.0.1' IDENTIFIED BY '${state.dbPassword}';
       GRANT ALL PRIVILEGES ON campus_market.* TO 'campus'@'127.0.0.1'; FLUSH PRIVILEGES;`,
    );
    if (created.status !== 0) throw new Error(`MariaDB: could not create the database: ${created.stderr}`);
    const databaseUrl = `mysql://campus:${state.dbPassword}@127.0.0.1:${dbPort}/campus_market`;
    log(`MariaDB on 127.0.0.1:${dbPort} (data in ${dataDir})`);

    // --- Redis -----------------------------------------------------------------------------
    const redisPort = await freePort();
    const redis = start('redis', bin.redis, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ]);
    await waitFor(
      'Redis',
      () =>
        new Promise((resolve) => {
          const s = net.connect(redisPort, '127.0.0.1');
          s.once('connect', () => s.write('PING\r\n'));
          s.once('data', (d) => {
            s.destroy();
            resolve(String(d).startsWith('+PONG'));
          });
          s.once('error', () => resolve(false));
        }),
      20_000,
      redis,
    );
    log(`Redis on 127.0.0.1:${redisPort}`);

    // --- S3 (s3rver) -----------------------------------------------------------------------
    const s3Port = await freePort();
    const s3Dir = path.join(dir, 's3');
    fs.mkdirSync(s3Dir, { recursive: true });
    const s3 = start('s3', process.execPath, [
      path.join(ROOT, 'scripts', 'cluster', 's3-server.mjs'),
      String(s3Port),
      s3Dir,
      BUCKET,
    ]);
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    await waitFor(
      's3rver',
      async () => (await fetch(`${s3Endpoint}/${BUCKET}`, { method: 'HEAD' })).status < 500,
      20_000,
      s3,
    );
    log(`S3 (s3rver) on ${s3Endpoint}, bucket ${BUCKET}`);

    // --- Mail catcher (maildev) ------------------------------------------------------------
    const smtpPort = await freePort();
    const mailWebPort = await freePort();
    const maildevBin = path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev');
    const mail = start('maildev', process.execPath, [
      maildevBin,
      '--smtp',
      String(smtpPort),
      '--web',
      String(mailWebPort),
      '--ip',
      '127.0.0.1',
      '--mail-directory',
      path.join(dir, 'mail'),
    ]);
    const mailUrl = `http://127.0.0.1:${mailWebPort}`;
    await waitFor('maildev', httpOk(`${mailUrl}/email`), 20_000, mail);
    log(`Mail catcher: SMTP 127.0.0.1:${smtpPort}, inbox ${mailUrl}`);

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
