import { type DataSource, IsNull, Not, type Repository } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../core/request-context';
import { throttleKey } from '../../core/throttle-keys';
import {
  collegeIdKey,
  emailKey,
  FieldChecks,
  FieldProblem,
  normalizeCollegeId,
  normalizeEmail,
  normalizeName,
} from '../users';
import { RosterEntry } from './roster.entity';

export const ROSTER_MESSAGES = {
  useCollegeEmail: 'Sign up with your college email',
} as const;

export interface RosterImportResult {
  added: number;
  updated: number;
  unchanged: number;
  /** "line N: reason" for each refused line. */
  rejected: string[];
}

/** The college's registration-id-to-name table: sign-up's auto-fill, and the name that wins on register. */
export class RosterService {
  private readonly repo: Repository<RosterEntry>;

  constructor(
    ds: DataSource,
    private readonly deps: { limiter: RateLimiter; limits: Limits; clock: Clock },
  ) {
    this.repo = ds.getRepository(RosterEntry);
  }

  async nameOf(collegeId: string): Promise<string | null> {
    return (await this.entryOf(collegeId))?.name ?? null;
  }

  entryOf(collegeId: string): Promise<RosterEntry | null> {
    return this.repo.findOneBy({ collegeIdKey: collegeIdKey(collegeId) });
  }

  /**
   * Sign-up's rule for a rostered id: when the roster names the student's college email, the
   * account must use it. The message never reveals the address.
   */
  assertEmailMatches(entry: RosterEntry | null, email: string): void {
    if (entry?.email && entry.email !== emailKey(email)) throw new FieldProblem(ROSTER_MESSAGES.useCollegeEmail);
  }

  /** Whether any roster row carries an email (then sign-up is tied to the college's addresses). */
  async hasEmails(): Promise<boolean> {
    return this.repo.exists({ where: { email: Not(IsNull()) } });
  }

  /** The public lookup of the sign-up form, rate limited per address; only the name is revealed. */
  async lookup(ctx: RequestContext, collegeId: string): Promise<string | null> {
    // The canonical id, as on sign-up: a look-alike spelling finds the same row or is refused (400).
    const checks = new FieldChecks();
    const id = checks.check('collegeId', () => normalizeCollegeId(collegeId));
    checks.done();
    await this.deps.limiter.consume(throttleKey.rosterIp(ctx.ip), this.deps.limits.rosterLookupPerIp);
    return this.nameOf(id as string);
  }

  /**
   * Upserts `collegeId,name[,email]` lines (a header line is skipped). A last cell holding an @ is
   * the email; anything before it after the id is the name, so an unquoted comma in a name still works.
   */
  async importCsv(csv: string): Promise<RosterImportResult> {
    const result: RosterImportResult = { added: 0, updated: 0, unchanged: 0, rejected: [] };
    const rows = parseCsv(csv);
    const now = this.deps.clock.now();
    for (const [index, cells] of rows.entries()) {
      const line = index + 1;
      if (cells.every((c) => !c.trim())) continue;
      if (index === 0 && /^college_?id$/i.test(cells[0]?.trim() ?? '')) continue;
      if (cells.length < 2) {
        result.rejected.push(`line ${line}: expected collegeId,name[,email]`);
        continue;
      }
      const hasEmail = cells.length >= 3 && (cells.at(-1) ?? '').includes('@');
      const checks = new FieldChecks();
      const id = checks.check('collegeId', () => normalizeCollegeId(cells[0]));
      const name = checks.check('name', () => normalizeName(cells.slice(1, hasEmail ? -1 : undefined).join(',')));
      const email = hasEmail ? checks.check('email', () => emailKey(normalizeEmail(cells.at(-1), []))) : null;
      try {
        checks.done();
      } catch (err) {
        const fields = (err as { fields?: Record<string, string> }).fields ?? {};
        result.rejected.push(`line ${line}: ${Object.values(fields).join('; ')}`);
        continue;
      }
      const key = collegeIdKey(id as string);
      const existing = await this.repo.findOneBy({ collegeIdKey: key });
      const row = { collegeId: id as string, name: name as string, email: email ?? null };
      if (!existing) {
        await this.repo.insert({ collegeIdKey: key, ...row, updatedAt: now });
        result.added++;
      } else if (existing.name !== row.name || existing.collegeId !== row.collegeId || existing.email !== row.email) {
        await this.repo.update({ collegeIdKey: key }, { ...row, updatedAt: now });
        result.updated++;
      } else result.unchanged++;
    }
    return result;
  }
}

/** RFC 4180 enough for a roster: quoted cells, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
