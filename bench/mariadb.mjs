// The bench's own MariaDB: a mariadbd started here on a free loopback port, with its own data
// directory and socket, so the shared server on 3306 is never touched. Stopped by its pid.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, sleep, stopChild, track } from './procs.mjs';

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'];
const CLIENT = ['/usr/bin/mariadb', '/usr/bin/mysql'];
export const DATABASE = 'campus_market';
const isRoot = process.getuid?.() === 0;

const find = (candidates, what) => {
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`${what} is not installed (apt-get install mariadb-server mariadb-client)`);
  return found;
};

/**
 * Production-like settings for a data set of `products` rows (docs/operations.md, "MariaDB
 * settings for production"): a buffer pool that holds the data and its indexes (about 7.5 KB a
 * product with the full-text index and the postings, measured at 1M), room for every pool, utf8mb4. The one bench-only choice is
 * innodb_flush_log_at_trx_commit=2 (the log is written at commit and flushed every second).
 */
export function serverSettings(products) {
  const MB = 1024 * 1024;
  const dataBytes = products * 7.5 * 1024;
  const bufferPool = Math.min(10240 * MB, Math.max(256 * MB, Math.ceil((dataBytes * 1.2) / (128 * MB)) * 128 * MB));
  return {
    'innodb-buffer-pool-size': `${bufferPool / MB}M`,
    'innodb-log-file-size': products >= 500_000 ? '512M' : '128M',
    'innodb-flush-log-at-trx-commit': '2',
    'max-connections': '300',
    'character-set-server': 'utf8mb4',
    'collation-server': 'utf8mb4_unicode_ci',
    'skip-name-resolve': null,
  };
}

/**
 * Starts mariadbd on `dir` (its data directory is `dir/data`, created on first use) and makes sure
 * the database and a TCP user exist. Returns { url, port, socket, sql(statement), stop(), settings }.
 */
export async function startMariaDb({ dir, products }) {
  const mariadbd = find(MARIADBD, 'mariadbd');
  const client = find(CLIENT, 'the mariadb client');
  fs.mkdirSync(dir, { recursive: true });
  // mysql must reach its directory when the bench runs as root.
  if (isRoot) for (const d of [path.dirname(dir), dir]) fs.chmodSync(d, 0o755);
  const logFile = path.join(dir, 'mariadbd.log');
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mysqld.sock');
  const userArgs = isRoot ? ['--user=mysql'] : [];
  if (!fs.existsSync(path.join(dataDir, 'mysql'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    if (isRoot) spawnSync('chown', ['-R', 'mysql:mysql', dir]);
    const r = spawnSync(
      find(INSTALL_DB, 'mariadb-install-db'),
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        ...userArgs,
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`mariadb-install-db failed: ${r.stderr || r.stdout}`);
  } else if (isRoot) {
    spawnSync('chown', ['-R', 'mysql:mysql', dir]);
  }

  const settings = serverSettings(products);
  const port = await freePort();
  const args = [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--port=${port}`,
    `--socket=${socket}`,
    `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
    '--bind-address=127.0.0.1',
    `--log-error=${logFile}`,
    ...Object.entries(settings).map(([k, v]) => (v === null ? `--${k}` : `--${k}=${v}`)),
    ...userArgs,
  ];
  const child = track(spawn(mariadbd, args, { stdio: 'ignore', detached: true }), 'mariadbd');

  const sql = (statement) => {
    const r = spawnSync(client, ['--no-defaults', '-uroot', `--socket=${socket}`, '-N', '-B', '-e', statement], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`mariadb: ${r.stderr.trim()}`);
    return r.stdout;
  };
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited (code ${child.exitCode}); see ${logFile}`);
    try {
      sql('SELECT 1');
      break;
    } catch (err) {
      if (Date.now() > end)
        throw new Error(`mariadbd did not answer within 120 s (${err.message}); see ${logFile}`, { cause: err });
      await sleep(250);
    }
  }

  // A password of this run: the user is recreated at every start.
  const password = crypto.randomBytes(12).toString('hex');
  sql(
    `CREATE DATABASE IF NOT EXISTS ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
     CREATE OR REPLACE USER 'bench'@'127.0.0.1' IDENTIFIED BY '${password}';
     GRANT ALL PRIVILEGES ON ${DATABASE}.* TO 'bench'@'127.0.0.1';
     FLUSH PRIVILEGES;`,
  );
  const version = sql('SELECT VERSION()').trim();
  return {
    port,
    socket,
    version,
    settings,
    url: `mysql://bench:${password}@127.0.0.1:${port}/${DATABASE}`,
    connection: { host: '127.0.0.1', port, user: 'bench', password, database: DATABASE },
    sql,
    /** Drops and recreates the database (a reseed). */
    recreate() {
      sql(
        `DROP DATABASE IF EXISTS ${DATABASE}; CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
      );
    },
    /**
     * Reads every index of the data once, so the runs meet the warm buffer pool of a server that
     * has been answering for a while, not a cold start (the first COUNT of a category at 1M
     * outlasted the app's 5 s statement limit on a fresh start).
     */
    warm() {
      const indexes = sql(
        `SELECT DISTINCT table_name, index_name FROM information_schema.statistics WHERE table_schema = '${DATABASE}' AND index_type <> 'FULLTEXT'`,
      )
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'));
      for (const [table, index] of indexes)
        sql(`SELECT COUNT(*) FROM ${DATABASE}.\`${table}\` FORCE INDEX (\`${index}\`)`);
      return indexes.length;
    },
    stop: () => stopChild(child, { graceMs: 60_000 }),
  };
}
