import fs from 'node:fs';
import path from 'node:path';

/**
 * What the code's comments cite must be there for a newcomer: every docs anchor names a heading
 * that exists, and no comment sends the reader to a tracker's issue or to the client's brief, which
 * the repository does not hold (docs/product.md says what the product does, and where it departs
 * from what was asked).
 */

const ROOT = path.join(__dirname, '..', '..');
const CODE_DIRS = [
  'graphql-server/src',
  'graphql-server/test',
  'web/src',
  'web/e2e',
  'web/scripts',
  'scripts',
  'bench',
];
const SKIP = /node_modules|generated|dist|results/;

function files(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (SKIP.test(e.name)) return [];
    if (e.isDirectory()) return files(rel);
    return /\.(ts|tsx|mjs|js|cjs)$/.test(e.name) ? [rel] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = new Map<string, Set<string>>();
function anchors(doc: string): Set<string> | null {
  if (!anchorsOf.has(doc)) {
    const file = path.join(ROOT, doc);
    if (!fs.existsSync(file)) return null;
    const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    anchorsOf.set(doc, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]))));
  }
  return anchorsOf.get(doc)!;
}

/** The comments of a source file (line and block), roughly: what follows `//` or sits in a block comment. */
const comments = (text: string) => [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm)].map((m) => m[0]);

const CODE = CODE_DIRS.flatMap(files);

describe('what the comments cite', () => {
  it('reads the code of every part of the repository', () => {
    expect(CODE.length).toBeGreaterThan(300);
  });

  it('every anchor of docs/ or the README a file cites is a heading of that document', () => {
    const missing: string[] = [];
    for (const file of CODE) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\b((?:docs\/[\w-]+|README)\.md)#([\w-]+)/g)) {
        const have = anchors(m[1]);
        if (!have || !have.has(m[2])) missing.push(`${file}: ${m[1]}#${m[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no comment cites an issue or the specification', () => {
    const cites: string[] = [];
    for (const file of CODE) {
      for (const c of comments(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        // Anchors (docs/product.md has a section on departures) and code spans (`spec`) aside.
        const words = c.replace(/\b(?:docs\/[\w-]+|README)\.md#[\w-]+/g, '').replace(/`[^`]*`/g, '');
        const hit = words.match(/\bissues? \d+|\(issue\b|(?<![.\w])spec(?:ification)?(?:'s)?\b|SPEC\.md/i);
        if (hit)
          cites.push(`${file}: …${words.slice(Math.max(0, hit.index! - 30), hit.index! + 30).replace(/\s+/g, ' ')}…`);
      }
    }
    expect(cites).toEqual([]);
  });
});
