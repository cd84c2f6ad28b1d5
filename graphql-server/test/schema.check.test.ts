import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/schema-check.mjs, run as CI runs it, in scratch repositories whose last two commits hold
 * a fixture schema pair: a breaking change fails, a deprecated element removed with a CHANGELOG.md
 * entry passes, dangerous changes are listed, and a first commit has nothing to compare.
 */
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'schema-check.mjs');

const BEFORE = `
"""A listing."""
type Product {
  """Its id."""
  id: ID!
  """Old name of the seller's id."""
  owner: ID @deprecated(reason: "Use sellerId.")
  """The seller's id."""
  sellerId: ID!
  """Its title."""
  title: String!
}
"""Item condition."""
enum Condition {
  """Never used."""
  NEW
  """Used."""
  USED
}
"""Reads."""
type Query {
  """A product."""
  product("""Its id.""" id: ID!): Product
  """Products."""
  products("""How many.""" first: Int, """Only this condition.""" condition: Condition): [Product!]!
}
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A scratch repository with one commit per entry (the schema, and CHANGELOG.md when given). */
function repo(commits: { schema?: string; changelog?: string }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
  dirs.push(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.com', ...args], { cwd: dir });
  git('init', '-q');
  commits.forEach((c, i) => {
    fs.writeFileSync(path.join(dir, 'README.md'), `commit ${i}\n`);
    if (c.schema !== undefined) {
      fs.mkdirSync(path.join(dir, 'schema'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'schema', 'schema.graphql'), c.schema);
    }
    if (c.changelog !== undefined) fs.writeFileSync(path.join(dir, 'CHANGELOG.md'), c.changelog);
    git('add', '-A');
    git('commit', '-q', '-m', `commit ${i}`);
  });
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('scripts/schema-check.mjs', () => {
  it('fails on a breaking change, naming it', () => {
    const after = BEFORE.replace(/"""Its title."""\n {2}title: String!\n/, '');
    const { status, out } = check(
      repo([{ schema: BEFORE }, { schema: after, changelog: '- Removed Product.title\n' }]),
    );
    expect(status).toBe(1);
    // Named in the CHANGELOG but never deprecated: still refused.
    expect(out).toMatch(/Schema check failed: 1 breaking change/);
    expect(out).toContain("Field 'title' was removed from object type 'Product' (Product.title)");
  });

  it('fails on a deprecated element removed without a CHANGELOG.md entry', () => {
    const after = BEFORE.replace(/.*\n {2}owner: ID @deprecated.*\n/, '');
    const { status, out } = check(repo([{ schema: BEFORE }, { schema: after, changelog: '# Changelog\n' }]));
    expect(status).toBe(1);
    expect(out).toContain('(Product.owner)');
  });

  it('passes a deprecated element removed with a CHANGELOG.md entry naming it', () => {
    const after = BEFORE.replace(/.*\n {2}owner: ID @deprecated.*\n/, '');
    const changelog =
      '# Changelog\n\n## 2026-11-27\n- Removed `Product.owner` (deprecated since 2026-09: use sellerId).\n';
    const { status, out } = check(repo([{ schema: BEFORE }, { schema: after, changelog }]));
    expect(out).toContain('Breaking change allowed (deprecated before, in CHANGELOG.md): Product.owner');
    expect(status).toBe(0);
  });

  it('lists dangerous changes and passes', () => {
    const after = BEFORE.replace('  USED\n', '  USED\n  """For parts."""\n  BROKEN\n');
    const { status, out } = check(repo([{ schema: BEFORE }, { schema: after }]));
    expect(out).toMatch(/Dangerous change: Enum value 'BROKEN' was added to enum 'Condition'/);
    expect(out).toContain('(1 dangerous, 0 allowed)');
    expect(status).toBe(0);
  });

  it('passes additions quietly', () => {
    const after = BEFORE.replace('  title: String!\n', '  title: String!\n  """Its price."""\n  price: Float\n');
    const { status, out } = check(repo([{ schema: BEFORE }, { schema: after }]));
    expect(out).toContain('no breaking change since the previous commit (0 dangerous, 0 allowed)');
    expect(status).toBe(0);
  });

  it('passes with no previous commit, and with no schema in the previous commit, saying so', () => {
    const first = check(repo([{ schema: BEFORE }]));
    expect(first.status).toBe(0);
    expect(first.out).toContain('no previous commit');
    const noSchema = check(repo([{}, { schema: BEFORE }]));
    expect(noSchema.status).toBe(0);
    expect(noSchema.out).toContain('the previous commit has no schema/schema.graphql');
  });
});
