import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './helpers/server-process';
import { USE_MYSQL } from './helpers/services';
import { until } from './helpers/ws';

/**
 * `npm run cluster` and `npm run cluster:test` (scripts/cluster*.mjs): a missing program fails them
 * at once with one message naming the Debian packages, before anything is built, created or
 * started; and a stop in the middle of the start leaves no process and no temporary directory.
 * CLUSTER_PATH stands for a machine without some of the programs (it replaces where they are
 * looked up).
 */

const REPO = path.join(__dirname, '..', '..');
const PROGRAMS: Record<string, string[]> = {
  mariadbd: ['mariadbd', 'mysqld'],
  'mariadb-install-db': ['mariadb-install-db', 'mysql_install_db'],
  mariadb: ['mariadb', 'mysql'],
  'redis-server': ['redis-server'],
  nginx: ['nginx'],
};
const SYSTEM_PATH = `${process.env.PATH}:/usr/local/sbin:/usr/sbin:/sbin`.split(':');

function locate(names: string[]): string | undefined {
  for (const dir of SYSTEM_PATH)
    for (const name of names) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

/** A folder with links to every program the cluster runs except `without`: a machine lacking those. */
function binDir(without: string[]): string {
  const dir = tempDir('cm-bin-');
  for (const [name, names] of Object.entries(PROGRAMS)) {
    const found = locate(names);
    if (found && !without.includes(name)) fs.symlinkSync(found, path.join(dir, name));
  }
  return dir;
}

const made: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

function run(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  onStart?: (child: ChildProcess, output: () => string) => void,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code, signal) => resolve({ code, signal, output }));
    onStart?.(child, () => output);
  });
}

describe('the local cluster commands', () => {
  it('npm run cluster:test without nginx: one message naming the package, non-zero at once, before the build, nothing left in TMPDIR', async () => {
    const tmp = tempDir('cm-tmp-');
    const r = await run('npm', ['run', 'cluster:test'], { CLUSTER_PATH: binDir(['nginx']), TMPDIR: tmp });
    expect(r.code).not.toBe(0);
    expect(r.output).toContain('The cluster cannot start: nginx is not installed');
    expect(r.output).toContain('apt-get install -y nginx.');
    expect(r.output).not.toMatch(/graphql-server@[\d.]+ build/); // failed before `npm run build`
    expect(fs.readdirSync(tmp)).toEqual([]);
  }, 30_000);

  it('npm run cluster on a machine with none of them names every package in one install command and creates nothing', async () => {
    const clusterDir = path.join(tempDir('cm-parent-'), '.cluster');
    const r = await run(process.execPath, ['scripts/cluster.mjs'], {
      CLUSTER_PATH: tempDir('cm-empty-'),
      CLUSTER_DIR: clusterDir,
    });
    expect(r.code).toBe(1);
    expect(r.output.trim().split('\n')).toHaveLength(1);
    expect(r.output).toContain('mariadbd, mariadb-install-db, mariadb, redis-server, nginx are not installed');
    expect(r.output).toContain('apt-get install -y mariadb-server mariadb-client redis-server nginx.');
    expect(fs.existsSync(clusterDir)).toBe(false);
  });

  // Independent of the database: run once, in the SQLite pass of the suite.
  if (!USE_MYSQL) {
    it('SIGTERM while the cluster test starts its services stops every one of them and removes its temporary directory', async () => {
      if (!fs.existsSync(path.join(REPO, 'graphql-server', 'dist', 'main.js'))) buildServer();
      const tmp = tempDir('cm-tmp-');
      fs.chmodSync(tmp, 0o755); // MariaDB runs as mysql when the test runs as root
      let children: number[] = [];
      const r = await run(process.execPath, ['scripts/cluster-test.mjs'], { TMPDIR: tmp }, (child, output) => {
        void (async () => {
          // MariaDB, Redis and S3 run; the mail catcher and the app instances do not yet.
          await until(() => /S3 \(s3rver\) on/.test(output()) || child.exitCode !== null, 45_000).catch(() => {});
          children = childrenOf(child.pid!);
          child.kill('SIGTERM');
        })();
      });
      expect(r.output).toContain('SIGTERM: stopping the cluster');
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(r.code ?? r.signal).toBe(143);
      await until(() => children.every((pid) => !alive(pid)), 5000);
      expect(fs.readdirSync(tmp)).toEqual([]);
    }, 60_000);
  }
});

/** The pids whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // The process ended between the listing and the read: it is no one's child any more.
    }
  }
  return out;
}

/** Running (a zombie waiting for its reaper counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
