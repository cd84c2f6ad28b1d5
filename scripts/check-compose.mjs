#!/usr/bin/env node
// CI's check of docker-compose.yml where Docker is not installed (where it is, .ci/run also runs
// `docker compose config`): the file parses, every image is pinned to an exact version, every
// long-running service has a healthcheck and `restart: unless-stopped`, the apps check /readyz and
// wait for the one-shot bootstrap, nginx uses deploy/nginx.conf, and every variable the file
// requires is in .env.example. Exits non-zero with one line per problem.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? path.join(root, 'docker-compose.yml');
const text = fs.readFileSync(file, 'utf8');
const problems = [];
const problem = (msg) => problems.push(msg);

let doc;
try {
  doc = parse(text, { merge: true, strict: true, prettyErrors: true });
} catch (err) {
  console.error(`${file}: not valid YAML: ${err.message}`);
  process.exit(1);
}
const services = doc?.services ?? {};
const names = Object.keys(services);

const EXPECTED = {
  mariadb: /^mariadb:11\.4\.\d+$/, // 11.4 LTS, the database the tests run on
  redis: /^redis:7\.\d+\.\d+(-[a-z0-9.]+)?$/,
  minio: /^minio\/minio:RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/,
  mail: /^(maildev\/maildev:\d+\.\d+\.\d+|axllent\/mailpit:v\d+\.\d+\.\d+)$/,
  nginx: /^nginx:\d+\.\d+\.\d+(-[a-z0-9.]+)?$/,
};
const APPS = ['app1', 'app2'];
const ONE_SHOT = ['bootstrap'];
for (const name of [...Object.keys(EXPECTED), ...APPS, ...ONE_SHOT])
  if (!services[name]) problem(`service ${name} is missing`);

for (const [name, s] of Object.entries(services)) {
  const where = `service ${name}`;
  if (typeof s !== 'object' || !s) {
    problem(`${where}: not a mapping`);
    continue;
  }
  if (!s.image && !s.build) problem(`${where}: neither image nor build`);
  if (s.image && !s.build) {
    const [, tag] = /^[^@]+?(?::([^:/@]+))?(@sha256:[0-9a-f]{64})?$/.exec(s.image) ?? [];
    if (!tag || tag === 'latest' || /^\d+$/.test(tag))
      problem(`${where}: image ${s.image} is not pinned to an exact version`);
    if (EXPECTED[name] && !EXPECTED[name].test(s.image))
      problem(`${where}: image ${s.image} does not match ${EXPECTED[name]}`);
  }
  const oneShot = ONE_SHOT.includes(name);
  if (oneShot) {
    if (!['no', undefined].includes(s.restart)) problem(`${where}: a one-shot must not restart (restart: "no")`);
  } else {
    if (s.restart !== 'unless-stopped')
      problem(`${where}: restart is ${JSON.stringify(s.restart)}, expected unless-stopped`);
    if (!s.healthcheck?.test) problem(`${where}: no healthcheck`);
  }
  for (const dep of Object.keys(s.depends_on ?? {}))
    if (!services[dep]) problem(`${where}: depends on unknown service ${dep}`);
}

for (const name of APPS) {
  const s = services[name];
  if (!s) continue;
  const test = [].concat(s.healthcheck?.test ?? []).join(' ');
  if (!test.includes('/readyz')) problem(`service ${name}: the healthcheck does not ask /readyz`);
  if (![].concat(s.env_file ?? []).some((f) => (typeof f === 'string' ? f : f?.path) === '.env'))
    problem(`service ${name}: secrets must come from env_file .env`);
  if (s.depends_on?.bootstrap?.condition !== 'service_completed_successfully')
    problem(`service ${name}: must wait for bootstrap (service_completed_successfully)`);
  if (s.environment?.NODE_ENV !== 'production') problem(`service ${name}: NODE_ENV must be production`);
  if (s.ports) problem(`service ${name}: publishes a port; only nginx should`);
}
const boot = services.bootstrap;
if (boot) {
  const cmd = [].concat(boot.command ?? []).join(' ');
  if (!/roster/.test(cmd)) problem('service bootstrap: its command does not import a roster');
  if (/\b(tsc|ts-node|npm run)\b/.test(cmd)) problem('service bootstrap: operator commands must run built JavaScript');
}
const nginx = services.nginx;
if (nginx) {
  const mounts = [].concat(nginx.volumes ?? []).map(String);
  if (!mounts.some((v) => v.startsWith('./deploy/nginx.conf:')))
    problem('service nginx: does not use deploy/nginx.conf');
  for (const app of APPS) if (!nginx.depends_on?.[app]) problem(`service nginx: does not wait for ${app}`);
}

// Every ${VAR:?…} the file requires, and every variable it reads, is documented in .env.example.
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
const documented = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
for (const [, name] of text.matchAll(/\$\{([A-Z0-9_]+)(?::?[-?][^}]*)?\}/g)) {
  if (!documented.has(name)) problem(`variable ${name} is used by ${path.basename(file)} but not in .env.example`);
}
for (const required of ['SESSION_SECRET', 'PUBLIC_URL', 'ADMIN_COLLEGE_IDS'])
  if (!documented.has(required)) problem(`.env.example lacks ${required}`);

// The Dockerfile: Node 22 or 24 LTS.
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const bases = [...dockerfile.matchAll(/^ARG NODE_IMAGE=(\S+)|^FROM (node:\S+)/gm)].map((m) => m[1] ?? m[2]);
if (!bases.length || !bases.every((b) => /^node:(22|24)[.-]/.test(b)))
  problem(`Dockerfile: the Node image must be 22 or 24 LTS (found ${bases.join(', ') || 'none'})`);

if (problems.length) {
  for (const p of problems) console.error(`docker-compose check: ${p}`);
  process.exit(1);
}
console.log(`docker-compose check: ${names.length} services (${names.join(', ')}) OK`);
