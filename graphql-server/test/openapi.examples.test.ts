import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { execFileSync } from 'node:child_process';
import { REST_EXAMPLES } from '../src/http/openapi-examples';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { docObjects, docSections, parseExample, sectionExamples } from './helpers/rest-doc';
import { call } from './tokens.support';

/**
 * The examples of the OpenAPI document are docs/rest.md's: src/http/openapi-examples.ts is written
 * from it by this test (UPDATE_EXAMPLES=1 rewrites it) and must be current. An example goes in when
 * it is a whole answer that matches the operation's success schema (one listing "…" keys does not).
 */

type Json = Record<string, any>;
const TARGET = path.join(__dirname, '..', 'src', 'http', 'openapi-examples.ts');
/** The documented objects, named in the file by a constant rather than repeated. */
const NAMES: Record<string, string> = { user: 'USER', product: 'PRODUCT' };

function objects(): Record<string, unknown> {
  const found = docObjects();
  // The product's seller is written "a user, as above": it is that user.
  (found.product as Json).seller = found.user;
  return found;
}

function parsed<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function render(examples: Map<string, string>): string {
  const o = objects();
  const ref = (text: string) => text.replace(/"@(\w+)"/g, (_m, name: string) => NAMES[name] ?? 'null');
  const product = JSON.stringify({ ...(o.product as Json), seller: '@user' });
  const body = [...examples].map(([key, json]) => `  ${JSON.stringify(key)}: ${ref(json)},`).join('\n');
  const source = `// Written from docs/rest.md by test/openapi.examples.test.ts (UPDATE_EXAMPLES=1); do not edit by hand.
const USER = ${JSON.stringify(o.user)};
const PRODUCT = ${ref(product)};

/** Each operation's success answer as docs/rest.md shows it, by \`METHOD /path status\` (http/openapi.ts). */
export const REST_EXAMPLES: Record<string, unknown> = {
${body}
};
`;
  const cli = require.resolve('prettier/bin/prettier.cjs');
  return execFileSync(process.execPath, [cli, '--stdin-filepath', TARGET], { input: source, encoding: 'utf8' });
}

describeApp('OpenAPI examples from docs/rest.md', () => {
  let app: TestApp;
  let doc: Json;
  beforeAll(async () => {
    app = await createTestApp();
    doc = (await call(app, 'GET', '/api/v1/openapi.json')).body;
  });
  afterAll(() => app?.close());

  it('holds the examples of docs/rest.md that match their success schema, and nothing else', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const o = objects();
    const placeholders = Object.fromEntries(Object.keys(NAMES).map((name) => [name, `@${name}`]));
    const examples = new Map<string, string>();
    for (const [route, section] of docSections()) {
      const [method, template] = route.split(' ');
      const p = template.replace('/api/v1', '').replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[p]?.[method.toLowerCase()];
      if (!op) continue;
      const status = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s))!;
      // Prose the tests do not read as JSON (`{ "x": … }` for "any value") gives no example.
      const all = parsed(() => sectionExamples(section, o)) ?? [];
      const index = all.findIndex((e) => String(e.status) === status);
      const example = all[index];
      if (!example || JSON.stringify(example.body).includes('"…"')) continue;
      const at = ['paths', p.replace(/~/g, '~0').replace(/\//g, '~1'), method.toLowerCase(), 'responses', status];
      const validate = ajv.compile({
        $ref: `openapi.json#/${[...at, 'content', 'application~1json', 'schema'].join('/')}`,
      });
      if (!validate(example.body)) continue;
      const text = [...section.matchAll(/\*\*(\d{3})\*\*\s*`(\{[^`]*\})`/g)][index][2];
      examples.set(`${method} ${p} ${status}`, JSON.stringify(parseExample(text, placeholders)));
    }
    const expected = render(examples);
    if (process.env.UPDATE_EXAMPLES) fs.writeFileSync(TARGET, expected);
    expect(examples.size).toBeGreaterThan(25);
    expect(fs.readFileSync(TARGET, 'utf8')).toBe(expected);
    expect(Object.keys(REST_EXAMPLES)).toEqual([...examples.keys()]);
  });

  it('shows them in the document, under each success answer', () => {
    const login = doc.paths['/auth/login'].post.responses['200'].content['application/json'];
    expect(login.example).toMatchObject({ message: 'Successfully Logged in', user: { role: 'user' } });
    const add = doc.paths['/product/add-product'].post.responses['201'].content['application/json'];
    expect(add.example).toMatchObject({ product: { title: 'Desk lamp', seller: { name: 'Asha Rao' } } });
  });
});
