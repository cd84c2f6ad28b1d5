import type { SearchCheck } from './drift';
import type { Drift } from './drift-ranges';

/** Ids named in a line; the rest are counted. */
const NAMED = 3;

function named(ids: string[]): string {
  const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : '';
  return `(${ids.slice(0, NAMED).join(', ')}${more})`;
}

function driftOf(c: SearchCheck, table: string, drift: Drift[]): string[] {
  return drift
    .filter((d) => d.table === table)
    .map((d) => `${c.describe(table, d.kind, d.ids.length)} ${named(d.ids)}`);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What `npm run search:check` prints: a line per search table (what differs, by kind, with the
 * first ids), a summary, and what the repair did. `ok` is its exit status: true when every table
 * that exists matches the products (after the repair, with one), whatever is still to be created
 * by a migration that has not run yet.
 */
export function checkReport(c: SearchCheck): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  let ok = true;
  for (const t of c.tables) {
    if (t.state === 'pending') {
      lines.push(
        `${t.name}: not created yet: its migration ${t.migration} has not run (the app's next start runs it); not checked`,
      );
    } else if (t.state === 'lost') {
      lines.push(`${t.name}: missing, although its migration ${t.migration} has run; not checked`);
      ok = false;
    } else {
      const found = driftOf(c, t.name, c.drift);
      lines.push(`${t.name}: ${found.length ? found.join('; ') : 'matches the products'}`);
    }
  }
  const total = Object.values(c.statuses).reduce((a, b) => a + b, 0);
  const statuses = Object.entries(c.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status.toLowerCase()} ${n}`)
    .join(', ');
  lines.push(
    `Checked ${plural(total, 'product')}${statuses ? ` (${statuses})` : ''} in ${plural(c.ranges, 'range')} of up to ${c.rangeSize}, ${(c.ms / 1000).toFixed(1)} s.`,
  );
  if (c.fill && c.drift.length) {
    const left = c.fill.remaining === null ? '' : ` (${plural(c.fill.remaining, 'product')} left when it last counted)`;
    lines.push(
      `The app's background search fill has not finished${left}: what it has yet to write shows above as missing.`,
    );
  }
  if (c.repaired) {
    const rows = Object.entries(c.repaired.rows).map(([table, n]) => `${n} in ${table}`);
    lines.push(
      `Repaired ${c.repaired.ranges} of ${plural(c.ranges, 'range')}: rows rewritten ${rows.join(', ') || 'none'}.`,
    );
    const remaining = c.tables.flatMap((t) => driftOf(c, t.name, c.repaired!.remaining).map((d) => `${t.name}: ${d}`));
    if (remaining.length) {
      lines.push(`Still different after the repair (written to meanwhile?): ${remaining.join('; ')}`);
      ok = false;
    } else {
      lines.push('Those ranges match the products now.');
    }
  } else if (c.drift.length) {
    lines.push(`Drift in ${plural(c.differing, 'range')}: \`npm run search:check -- --repair\` rebuilds those ranges.`);
    ok = false;
  }
  return { lines, ok };
}
