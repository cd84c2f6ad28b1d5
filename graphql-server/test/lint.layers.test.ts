import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The shape of the server is kept by lint: each layering rule of eslint.config.mjs fails on a
 * forbidden import with import-x/no-restricted-paths, and `npm run lint:modules` fails on a cycle
 * between two modules. The fixtures are linted as if they stood at their paths in the tree (eslint's
 * lintText with a filePath), with the repository's own configuration.
 */
const repo = path.resolve(__dirname, '..', '..');
const server = path.join(repo, 'graphql-server', 'src');

interface Finding {
  file: string;
  rules: string[];
}

/**
 * Lints `code` at each path with the repository's configuration, only the zones' rule (the typed
 * rules need a program, which would cost a minute and check nothing of the layers). ESLint loads its
 * configuration as an ES module, so it runs in a child process of its own.
 */
function lintAt(fixtures: { file: string; code: string }[]): Finding[] {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({
      cwd: ${JSON.stringify(repo)},
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
    });
    const found = [];
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found.push({ file, rules: result.messages.map((m) => m.ruleId ?? m.message) });
    }
    console.log(JSON.stringify(found));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures)], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Finding[];
}

const at = (relative: string) => path.join(server, relative);

describe('lint keeps the layers', () => {
  let findings: Finding[];
  beforeAll(() => {
    findings = lintAt([
      // Forbidden: another module's file other than its index, a module from db/, the wiring from a module.
      {
        file: at('modules/products/lint-fixture.ts'),
        code: "export { REPORT_REASONS } from '../reports/report-rules';\n",
      },
      { file: at('db/lint-fixture.ts'), code: "export { UserEntity } from '../modules/users';\n" },
      { file: at('modules/users/lint-fixture.ts'), code: "export type { Services } from '../../services';\n" },
      { file: at('modules/roles/lint-fixture.ts'), code: "export { graphqlSchema } from '../../schema';\n" },
      { file: at('modules/wishlist/lint-fixture.ts'), code: "export { moduleEntities } from '../../app/modules';\n" },
      // Allowed: another module's index, core/, and a module's own files.
      { file: at('modules/products/lint-fixture-ok.ts'), code: "export { reportsModule } from '../reports';\n" },
      { file: at('modules/reports/lint-fixture-ok.ts'), code: "export { can } from '../../core/permissions';\n" },
      { file: at('modules/users/lint-fixture-own.ts'), code: "export { FieldChecks } from './validation';\n" },
      { file: at('app/lint-fixture-ok.ts'), code: "export { UserEntity } from '../modules/users';\n" },
    ]);
  }, 60_000);
  const rulesAt = (relative: string) => findings.find((f) => f.file === at(relative))?.rules;

  it('refuses a module importing a file of another module other than its index.ts', () => {
    expect(rulesAt('modules/products/lint-fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses db/ importing a module', () => {
    expect(rulesAt('db/lint-fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a module importing the wiring: services.ts, schema.ts, app/', () => {
    expect(rulesAt('modules/users/lint-fixture.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesAt('modules/roles/lint-fixture.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesAt('modules/wishlist/lint-fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it("allows another module's index.ts, core/, a module's own files, and the wiring importing modules", () => {
    expect(rulesAt('modules/products/lint-fixture-ok.ts')).toEqual([]);
    expect(rulesAt('modules/reports/lint-fixture-ok.ts')).toEqual([]);
    expect(rulesAt('modules/users/lint-fixture-own.ts')).toEqual([]);
    expect(rulesAt('app/lint-fixture-ok.ts')).toEqual([]);
  });
});

describe('lint refuses a cycle between modules', () => {
  const script = path.join(repo, 'scripts', 'lint-module-cycles.mjs');
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-module-cycles-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  };
  const check = () => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

  it('fails on two modules importing each other, a type-only import counting', () => {
    write({
      'a/index.ts': "export { b } from '../b';\nexport const a = 1;\n",
      'b/index.ts': "import type { A } from '../a/types';\nexport const b = 2;\nexport type B = A;\n",
      'a/types.ts': 'export type A = number;\n',
    });
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Modules in a cycle: a, b');
  });

  it('fails on a cycle closed by a dynamic import', () => {
    write({
      'a/index.ts': "export { b } from '../b';\n",
      'b/index.ts': "export const b = () => import('../a');\n",
    });
    expect(check().status).toBe(1);
  });

  it('passes modules that import in one direction only', () => {
    write({
      'a/index.ts': "export { b } from '../b';\n",
      'b/index.ts': 'export const b = 2;\n',
    });
    const run = check();
    expect([run.status, run.stderr]).toEqual([0, '']);
  });
});
