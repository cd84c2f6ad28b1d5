import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { WEB_OPERATION_NAMES } from '../src/lib/web-operations';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/*
 * /metrics must not grow with what anonymous clients send: route labels come
 * from the route table, whatever the request's spelling, and operation labels from the web app's
 * own operation names.
 */

const TOKEN = 'metrics-token-labels-0123456789';
// 2,600 requests and 150 operations: on CI, beside two other lines of tests, one test took over the
// default 30 s. A time limit only, nothing is measured.
jest.setTimeout(120_000);
const WEB_SRC = path.join(__dirname, '..', '..', 'web', 'src');

/** The label sets of one metric's series (its `_count` lines). */
function labelSets(text: string, metric: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}_count{`))
    .map((line) => line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1));
}

function labelValues(sets: string[], label: string): Set<string> {
  return new Set(sets.map((set) => new RegExp(`${label}="([^"]*)"`).exec(set)?.[1] ?? ''));
}

/** Each letter in upper or lower case, by the bits of `n`: 2,000 spellings of one path. */
function spelling(path: string, n: number): string {
  let bit = 0;
  return [...path]
    .map((c) => (/[a-z]/i.test(c) ? ((n >> (bit++ % 20)) & 1 ? c.toUpperCase() : c.toLowerCase()) : c))
    .join('');
}

/** A GET over a fresh connection, the path sent exactly as written (no normalisation on the way). */
function rawGet(app: TestApp, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: app.port, path, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Runs `task` for 0..n-1, `width` at a time. */
async function inBatches(n: number, width: number, task: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < n; i += width)
    await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, j) => task(i + j)));
}

describe("the web app's operation names (src/lib/web-operations.ts)", () => {
  it('are the operations of web/src/**/*.graphql, so the list stays in step with the app (npm run codegen)', () => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.graphql')) {
          for (const d of parse(fs.readFileSync(full, 'utf8')).definitions) {
            if (d.kind === Kind.OPERATION_DEFINITION && d.name) names.add(d.name.value);
          }
        }
      }
    };
    walk(WEB_SRC);
    expect(names.size).toBeGreaterThan(10);
    expect([...WEB_OPERATION_NAMES].sort()).toEqual([...names].sort());
  });
});

describeApp('metric labels stay bounded whatever clients send', () => {
  let app: TestApp;
  const scrape = async () =>
    (await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
  beforeAll(async () => {
    app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => app?.close());

  it('2,000 spellings of a route add no route label: the label is the pattern as declared', async () => {
    // Each route once as written in the route table: through Express (a 401 without a session),
    // and a public list (the first answer goes through Express, the others come from the cache).
    expect(await rawGet(app, '/api/v1/notification')).toBe(401);
    expect(await rawGet(app, '/api/v1/product/all-products')).toBe(200);
    expect(await rawGet(app, '/api/v1/product/00000000-0000-7000-8000-000000000000')).toBe(404);
    await scrape(); // and /metrics itself
    const before = await scrape();
    const sets = labelSets(before, 'http_request_duration_seconds');

    await inBatches(2000, 20, async (i) => {
      expect(await rawGet(app, spelling('/api/v1/product/all-products', i + 1))).toBe(200);
    });
    await inBatches(300, 20, async (i) => {
      expect(await rawGet(app, spelling('/api/v1/notification', i + 1))).toBe(401);
      expect(await rawGet(app, spelling('/api/v1/product/00000000-0000-7000-8000-000000000000', i + 1))).toBe(404);
    });

    const after = await scrape();
    expect(labelSets(after, 'http_request_duration_seconds').sort()).toEqual(sets.sort());
    const routes = labelValues(labelSets(after, 'http_request_duration_seconds'), 'route');
    // (/api/v1/openapi.json: the test app reads the document at start, helpers/openapi-answers.ts.)
    expect(routes).toEqual(
      new Set([
        '/api/v1/notification/',
        '/api/v1/product/all-products',
        '/api/v1/product/:id',
        '/api/v1/openapi.json',
        '/metrics',
      ]),
    );
    // Every request was timed, under the declared pattern.
    const count = (route: string, status: string) =>
      Number(
        / (\d+)$/.exec(
          after
            .split('\n')
            .find((l) =>
              l.startsWith(`http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`),
            ) ?? '',
        )?.[1],
      );
    expect(count('/api/v1/product/all-products', '200')).toBe(2001);
    expect(count('/api/v1/notification/', '401')).toBe(301);
    expect(count('/api/v1/product/:id', '404')).toBe(301);
    // /metrics itself does not grow with them.
    expect(after.length).toBeLessThan(before.length * 1.2);
  });

  it("150 invented operation names are all 'other'; the web app's operations keep their names", async () => {
    const operation = (query: string) =>
      app.agent().post('/graphql').set('Content-Type', 'application/json').send({ query }).expect(200);
    await operation('query Me { me { id } }');
    await operation('query Invented0 { me { id } }');
    await operation('{ me { id } }');
    const before = labelSets(await scrape(), 'graphql_operation_duration_seconds');
    expect(labelValues(before, 'operation')).toEqual(new Set(['Me', 'other', 'anonymous']));

    await inBatches(150, 10, (i) => operation(`query Invented${i} { me { id } }`));
    await operation('query Me { me { id } }');
    await operation('query BrowseProducts { categories { id } }');

    const text = await scrape();
    const after = labelSets(text, 'graphql_operation_duration_seconds');
    expect(labelValues(after, 'operation')).toEqual(new Set(['Me', 'other', 'anonymous', 'BrowseProducts']));
    expect(after.length).toBe(before.length + 1);
    const sample = (name: string) =>
      Number(
        / (\d+)$/.exec(
          text
            .split('\n')
            .find((l) =>
              l.startsWith(`graphql_operation_duration_seconds_count{operation="${name}",type="query",outcome="ok"}`),
            ) ?? '',
        )?.[1],
      );
    expect(sample('other')).toBe(151);
    expect(sample('Me')).toBe(2);
  });
});
