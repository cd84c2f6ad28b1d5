// What `npm run cluster` and `npm run cluster:test` need beyond Node, checked before anything is
// built, created or started, so that a missing program costs a second and one message instead of
// a half-started stack. Run on its own (the npm scripts do, before `npm run build`):
//   node scripts/cluster/prerequisites.mjs     exits 1 with that message when something is missing
// Programs are looked up in PATH, then /usr/local/sbin, /usr/sbin and /sbin (Debian puts mariadbd
// and nginx there, outside a normal user's PATH); CLUSTER_PATH replaces that list (a colon list).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every program the stack runs, the names it may go by, and the Debian package that installs it. */
const PROGRAMS = [
  { key: 'mariadbd', names: ['mariadbd', 'mysqld'], pkg: 'mariadb-server' },
  { key: 'installDb', names: ['mariadb-install-db', 'mysql_install_db'], pkg: 'mariadb-server' },
  { key: 'mariadb', names: ['mariadb', 'mysql'], pkg: 'mariadb-client' },
  { key: 'redis', names: ['redis-server'], pkg: 'redis-server' },
  { key: 'nginx', names: ['nginx'], pkg: 'nginx' },
];

/** The npm packages the stack starts as processes of their own (installed by `npm ci`). */
const NPM_PACKAGES = [
  { name: 'maildev', file: path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev') },
  { name: 's3rver', file: null },
];

function searchPath() {
  const list = process.env.CLUSTER_PATH ?? `${process.env.PATH ?? ''}:/usr/local/sbin:/usr/sbin:/sbin`;
  return list.split(':').filter(Boolean);
}

function findProgram(names, dirs) {
  for (const dir of dirs) {
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        fs.accessSync(file, fs.constants.X_OK);
        if (fs.statSync(file).isFile()) return file;
      } catch {
        // Not there or not executable: look in the next directory.
      }
    }
  }
  return null;
}

function npmPackageMissing({ name, file }) {
  if (file) return !fs.existsSync(file);
  try {
    createRequire(path.join(ROOT, 'scripts', 'cluster', 'stack.mjs')).resolve(name);
    return false;
  } catch {
    return true;
  }
}

/**
 * The path of every program the stack runs, or an Error whose message names everything missing
 * and the one command that installs it.
 */
export function checkPrerequisites() {
  const dirs = searchPath();
  const found = {};
  const missing = [];
  for (const p of PROGRAMS) {
    found[p.key] = findProgram(p.names, dirs);
    if (!found[p.key]) missing.push(p);
  }
  const problems = [];
  if (missing.length) {
    const packages = [...new Set(missing.map((p) => p.pkg))];
    problems.push(
      `${missing.map((p) => p.names[0]).join(', ')} ${missing.length > 1 ? 'are' : 'is'} not installed (not found in ${dirs.join(':') || 'an empty path'}). ` +
        `Install: apt-get install -y ${packages.join(' ')}`,
    );
  }
  const npmMissing = NPM_PACKAGES.filter(npmPackageMissing).map((p) => p.name);
  if (npmMissing.length) problems.push(`the npm packages ${npmMissing.join(', ')} are missing: run npm ci`);
  if (problems.length) return new Error(`The cluster cannot start: ${problems.join('; ')}.`);
  return found;
}

/** Like checkPrerequisites, but throws the Error. */
export function requirePrerequisites() {
  const result = checkPrerequisites();
  if (result instanceof Error) throw result;
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = checkPrerequisites();
  if (result instanceof Error) {
    console.error(result.message);
    process.exit(1);
  }
}
