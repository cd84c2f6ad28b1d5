import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/**
 * Keeps docs/rest.md honest: every /api/v1 route in the code has its section there, and every
 * section there names a route the running server answers. The routes are read from the sources
 * (http/app.ts mounts the routers, modules/*\/*.rest.ts declare their paths), so a new route
 * fails this test until it is documented.
 */

const SRC = path.join(__dirname, '..', 'src');
const DOC = path.join(__dirname, '..', '..', 'docs', 'rest.md');
const METHODS = 'get|post|put|patch|delete';

/** `:id`, `{id}` and `<id>` all name a parameter; compare them as one. */
const normalize = (route: string) => route.replace(/(:\w+|\{\w+\}|<\w+>)/g, ':param');

/** The routes declared in the code, as "METHOD /api/v1/…". */
function codeRoutes(): string[] {
  const app = fs.readFileSync(path.join(SRC, 'http', 'app.ts'), 'utf8');
  // api.use('/user', usersRouter(services)) or api.use(authRouter(services))
  const mounts = new Map<string, string>();
  for (const m of app.matchAll(/api\.use\(\s*(?:'([^']*)'\s*,\s*)?(\w+Router)\(/g)) mounts.set(m[2]!, m[1] ?? '');
  expect(mounts.size).toBeGreaterThan(0);

  const routes: string[] = [];
  const modules = path.join(SRC, 'modules');
  for (const dir of fs.readdirSync(modules)) {
    for (const file of fs.readdirSync(path.join(modules, dir)).filter((f) => f.endsWith('.rest.ts'))) {
      const source = fs.readFileSync(path.join(modules, dir, file), 'utf8');
      const name = /export function (\w+Router)\(/.exec(source)?.[1];
      if (!name) continue;
      const prefix = mounts.get(name);
      if (prefix === undefined) throw new Error(`${file}: ${name} is not mounted under /api/v1 in http/app.ts (or this test cannot read how)`);
      const declared = [...source.matchAll(new RegExp(`\\br\\.(${METHODS})\\(\\s*'([^']+)'`, 'g'))];
      // A path this test cannot read (a variable, a template) would slip past it: refuse instead.
      const calls = source.match(new RegExp(`\\br\\.(${METHODS})\\(`, 'g')) ?? [];
      if (calls.length !== declared.length) throw new Error(`${file}: a route path is not a plain string literal; document it and teach this test`);
      for (const [, method, p] of declared) routes.push(`${method!.toUpperCase()} /api/v1${prefix}${p === '/' ? '' : p}`);
    }
  }
  return routes;
}

/** The routes docs/rest.md documents: its "### METHOD /api/v1/…" headings. */
function documentedRoutes(): string[] {
  const doc = fs.readFileSync(DOC, 'utf8');
  return [...doc.matchAll(/^#{2,4} (GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/\S*)\s*$/gm)].map((m) => `${m[1]} ${m[2]}`);
}

describe('docs/rest.md', () => {
  it('documents every /api/v1 route of the code, and only those', () => {
    const code = codeRoutes();
    const docs = documentedRoutes();
    expect(code.length).toBeGreaterThanOrEqual(40);
    const documented = new Set(docs.map(normalize));
    const declared = new Set(code.map(normalize));
    expect(code.filter((r) => !documented.has(normalize(r)))).toEqual([]);
    expect(docs.filter((r) => !declared.has(normalize(r)))).toEqual([]);
    // One section per route.
    expect(docs.length).toBe(documented.size);
  });

  it('docs/operations.md lists every setting config.ts reads', () => {
    const config = fs.readFileSync(path.join(SRC, 'config.ts'), 'utf8');
    const operations = fs.readFileSync(path.join(DOC, '..', 'operations.md'), 'utf8');
    // env.NAME, and the S3 settings read through value('NAME'); INIT_CWD is npm's, not a setting.
    const names = new Set([...config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|value\('([A-Z][A-Z0-9_]+)'\)/g)].map((m) => (m[1] ?? m[2])!));
    names.delete('INIT_CWD');
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
  });

  it('README.md and docs/ link nothing outside the repository', () => {
    const root = path.join(__dirname, '..', '..');
    const files = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      // A relative link climbing out of the repository (README at the root, docs one level down).
      const outside = file === 'README.md' ? /\]\(\.\.\//g : /\]\((\.\.\/){2}/g;
      expect({ file, links: text.match(outside) ?? [], shared: text.includes('../shared') }).toEqual({ file, links: [], shared: false });
    }
  });
});

describeApp('docs/rest.md against the running server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  // The bridge's answer to a path it does not have; a real route answers anything else.
  const UNKNOWN_PATH = { message: 'Not found', error: 'NOT_FOUND' };
  const ID = '0191f5c2-0000-7000-8000-000000000000';
  const sample: Record<string, string> = { token: 'no-such-token', query: 'lamp', category: 'books' };

  it('answers every documented route (signed out, so nothing changes)', async () => {
    const missing: string[] = [];
    for (const route of documentedRoutes()) {
      const [method, template] = route.split(' ') as [string, string];
      const url = template.replace(/:(\w+)/g, (_m, name: string) => sample[name] ?? ID);
      const res = await app.agent()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url).set('Content-Type', 'application/json').send('{}');
      if (res.status === 404 && res.body?.message === UNKNOWN_PATH.message && res.body?.error === UNKNOWN_PATH.error) missing.push(route);
    }
    expect(missing).toEqual([]);
  });
});
