import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Shell commands taken from the documentation and run as written, so that a test fails when the
 * docs drift from what works. A block is marked in the Markdown by an HTML comment on the line
 * before its fence (`<!-- backup-test: sqlite-backup -->`, a blank line between them allowed, as Prettier
 * writes it), invisible once rendered.
 */

const REPO = path.join(__dirname, '..', '..', '..');

/** The ```sh blocks of `doc` (relative to the repository) marked `<!-- marker: NAME -->`, by NAME. */
export function markedBlocks(doc: string, marker: string): Map<string, string> {
  const text = fs.readFileSync(path.join(REPO, doc), 'utf8');
  const blocks = new Map<string, string>();
  const pattern = new RegExp(
    `^([ \\t]*)<!-- ${marker}: ([\\w-]+) -->\\n(?:[ \\t]*\\n)?[ \\t]*\`\`\`sh\\n([\\s\\S]*?)\\n[ \\t]*\`\`\`$`,
    'gm',
  );
  for (const m of text.matchAll(pattern)) {
    // A block inside a list item is indented with it.
    const indent = m[1].length;
    blocks.set(
      m[2],
      m[3]
        .split('\n')
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n'),
    );
  }
  return blocks;
}

/** The block `name` of `blocks`, or a failure naming it (the docs lost it). */
export function block(blocks: Map<string, string>, name: string): string {
  const found = blocks.get(name);
  if (found === undefined) throw new Error(`docs/operations.md has no block marked "${name}"`);
  return found;
}

/**
 * A stand-in for the repository's folder, where the documented commands run: an empty folder with
 * a link to the repository's node_modules (what `npm ci` leaves), to hold `data/` and `backup/`.
 */
export function scratchCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-checkout-'));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Runs `script` with bash in `cwd`, stopping at the first failing command; throws with its output. */
export function runShell(script: string, cwd: string): string {
  const r = spawnSync('bash', ['-c', `set -euo pipefail\n${script}`], { cwd, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0)
    throw new Error(`exit ${r.status ?? r.signal} from:\n${script}\n--- output\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** `text` with each pattern replaced; a pattern the text no longer holds is a failure (the docs changed). */
export function substitute(text: string, replacements: [RegExp, string][]): string {
  let out = text;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(out)) throw new Error(`the documented command no longer contains ${pattern}:\n${text}`);
    pattern.lastIndex = 0;
    out = out.replace(pattern, value);
  }
  return out;
}
