import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Wanted {
  name: string;
  within?: string;
  as?: string;
  why?: string;
}
const plugin = createRequire(__filename)('../../../scripts/codegen/server-constants.cjs') as {
  generate: (constants?: Wanted[], dir?: string) => string;
};

/** A scratch server source folder holding `files`, for `run` to generate from. */
function withSources(files: Record<string, string>, run: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'server-constants-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('serverConstants.ts (scripts/codegen/server-constants.cjs)', () => {
  it("is what the plugin writes from the server's sources now (npm run codegen)", () => {
    expect(readFileSync(join(__dirname, 'serverConstants.ts'), 'utf8')).toBe(plugin.generate());
  });

  it("reads literals, arithmetic, spreads and templates of the file's own constants", () => {
    withSources(
      {
        'a.ts': [
          'const BASE = 2;',
          'export const SIZE = 10 * 1024 * BASE;',
          "export const KINDS = ['a', 'b'] as const;",
          "export const MORE = [...KINDS, 'c'] as const;",
          'export const TEXT = { hint: `Up to ${BASE} items`, nested: { max: BASE + 1 } } as const;',
        ].join('\n'),
      },
      (dir) => {
        const text = plugin.generate([{ name: 'SIZE' }, { name: 'MORE', as: 'ALL_KINDS' }, { name: 'TEXT' }], dir);
        expect(text).toContain('export const SIZE = 20480;');
        expect(text).toContain("export const ALL_KINDS = [\n  'a',\n  'b',\n  'c',\n] as const;");
        expect(text).toContain("hint: 'Up to 2 items',");
        expect(text).toContain('max: 3,');
      },
    );
  });

  it('fails on a name the server does not export, exports twice, or computes at run time', () => {
    withSources(
      {
        'a.ts': 'export const TWICE = 1;\nexport const LATER = Math.max(1, 2);\nconst HIDDEN = 3;\nvoid HIDDEN;',
        'b.ts': 'export const TWICE = 2;',
      },
      (dir) => {
        expect(() => plugin.generate([{ name: 'MISSING' }], dir)).toThrow(/expected one exported const MISSING/);
        expect(() => plugin.generate([{ name: 'HIDDEN' }], dir)).toThrow(/found 0/);
        expect(() => plugin.generate([{ name: 'TWICE' }], dir)).toThrow(/found 2/);
        expect(() => plugin.generate([{ name: 'LATER' }], dir)).toThrow(/cannot read `Math.max\(1, 2\)`/);
      },
    );
  });
});
