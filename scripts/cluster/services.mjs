// The services the app instances depend on, each started as a tracked process of the cluster on a
// free loopback port: MariaDB (its own data directory), Redis, an S3 server (s3rver) and a mail
// catcher (maildev). Each takes `cx`: { dir, bin (./prerequisites.mjs), start (the cluster's
// tracked spawn), log } and resolves once the service answers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/processes.mjs';
import { httpOk, waitFor } from './wait-for.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const isRoot = process.getuid?.() === 0;

/** MariaDB with the app's database and user (`dbPassword`); resolves with the app's DATABASE_URL. */
export async function startMariaDb({ dir, bin, start, log }, dbPassword) {
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
       CREATE USER IF NOT EXISTS 'campus'@'127.0.0.1' IDENTIFIED BY '${dbPassword}';
       GRANT ALL PRIVILEGES ON campus_market.* TO 'campus'@'127.0.0.1'; FLUSH PRIVILEGES;`,
  );
  if (created.status !== 0) throw new Error(`MariaDB: could not create the database: ${created.stderr}`);
  const databaseUrl = `mysql://campus:${dbPassword}@127.0.0.1:${dbPort}/campus_market`;
  log(`MariaDB on 127.0.0.1:${dbPort} (data in ${dataDir})`);
  return databaseUrl;
}

/** Redis without persistence; resolves with its port. */
export async function startRedis({ bin, start, log }) {
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
  return redisPort;
}

/** s3rver serving `bucket` from the cluster's s3/ folder; resolves with its endpoint. */
export async function startS3({ dir, start, log }, bucket) {
  const s3Port = await freePort();
  const s3Dir = path.join(dir, 's3');
  fs.mkdirSync(s3Dir, { recursive: true });
  const s3 = start('s3', process.execPath, [
    path.join(ROOT, 'scripts', 'cluster', 's3-server.mjs'),
    String(s3Port),
    s3Dir,
    bucket,
  ]);
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;
  await waitFor(
    's3rver',
    async () => (await fetch(`${s3Endpoint}/${bucket}`, { method: 'HEAD' })).status < 500,
    20_000,
    s3,
  );
  log(`S3 (s3rver) on ${s3Endpoint}, bucket ${bucket}`);
  return s3Endpoint;
}

/** maildev: resolves with its SMTP port and the URL of its web inbox. */
export async function startMailCatcher({ dir, start, log }) {
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
  return { smtpPort, mailUrl };
}
