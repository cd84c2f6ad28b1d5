import fs from 'node:fs';
import path from 'node:path';
import { REST_DOC as DOC, SRC } from './helpers/rest-doc';

/**
 * Keeps the docs honest about the code. (docs/rest.md against the routes: openapi.test.ts compares
 * its sections with the OpenAPI document the server generates from its route table.)
 */

describe('docs/rest.md', () => {
  it('docs/operations.md lists every setting config.ts reads', () => {
    const config = fs.readFileSync(path.join(SRC, 'config.ts'), 'utf8');
    const operations = fs.readFileSync(path.join(DOC, '..', 'operations.md'), 'utf8');
    // env.NAME, and the S3 settings read through value('NAME'); INIT_CWD is npm's, not a setting.
    const names = new Set(
      [...config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|value\('([A-Z][A-Z0-9_]+)'\)/g)].map((m) => m[1] ?? m[2]),
    );
    names.delete('INIT_CWD');
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
  });

  it('README.md and docs/ link nothing outside the repository', () => {
    const root = path.join(__dirname, '..', '..');
    const files = [
      'README.md',
      ...fs
        .readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      // A relative link climbing out of the repository (README at the root, docs one level down).
      const outside = file === 'README.md' ? /\]\(\.\.\//g : /\]\((\.\.\/){2}/g;
      expect({ file, links: text.match(outside) ?? [], shared: text.includes('../shared') }).toEqual({
        file,
        links: [],
        shared: false,
      });
    }
  });
});
