import { badInput, type FieldErrors } from '../../lib/errors';
import { passwordProblem } from './passwords';

/**
 * Input rules shared by every account call: each normalizer trims, checks and returns the value to
 * store, or throws a FieldProblem with the message shown next to the field.
 */
export class FieldProblem extends Error {}

export class FieldChecks {
  private readonly errors: FieldErrors = {};

  /** Runs one normalizer; its problem is recorded under `field` and `undefined` returned. */
  check<T>(field: string, run: () => T): T | undefined {
    try {
      return run();
    } catch (err) {
      if (err instanceof FieldProblem) {
        this.errors[field] ??= err.message;
        return undefined;
      }
      throw err;
    }
  }

  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  /** Nothing is written unless every field passed. */
  done(): void {
    if (Object.keys(this.errors).length) throw badInput(this.errors);
  }
}

/**
 * Whether `text` holds a control character (C0 or DEL) other than the `allowed` ones, by code: a
 * regular expression would have to spell the control characters themselves.
 */
export function hasControl(text: string, allowed: ReadonlySet<number> = new Set()): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !allowed.has(code)) return true;
  }
  return false;
}

function str(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new FieldProblem('Must be text');
  return value.trim();
}

/*
 * Identities compare in one canonical form, so look-alikes cannot pass for each other or get a
 * throttle counter of their own: NFKC first (fullwidth `ＳＷＴＧ５` becomes `SWTG5`, ligatures
 * split), then case. A registration id must then be plain ASCII (`ŚWTG5` is refused, not folded
 * into `SWTG5`); an email keeps its characters but in that one form. The key columns compare these
 * byte for byte (utf8mb4_bin on MariaDB, SQLite's default BINARY), since a `_ci` collation would
 * still treat `ś` as `s`.
 */

/** NFKC, trimmed (NFKC turns an ideographic space into a plain one first). */
function nfkc(value: string): string {
  return value.normalize('NFKC').trim();
}

/** The lookup key (and throttle key) of a registration id from normalizeCollegeId: its lower-case copy. */
export function collegeIdKey(collegeId: string): string {
  return nfkc(collegeId).toUpperCase().toLowerCase();
}

/** The lookup key of an email: the normalised email itself (NFKC, lower case). */
export function emailKey(email: string): string {
  return nfkc(email).toLowerCase();
}

export const COLLEGE_ID_MESSAGES = {
  missing: 'Enter your registration id',
  characters: 'Registration id may only contain the letters A-Z, digits, dashes and slashes',
  shape: 'Registration id must be 3 to 32 letters or digits (dashes and slashes allowed inside)',
} as const;

/** NFKC, then upper case; must then be 3 to 32 ASCII letters, digits, `-` and `/`. */
export function normalizeCollegeId(value: unknown): string {
  const v = nfkc(str(value));
  if (!v) throw new FieldProblem(COLLEGE_ID_MESSAGES.missing);
  // Checked before upper-casing: case mapping outside ASCII is language-dependent (ß → SS, ı → I).
  if (!/^[A-Za-z0-9/-]+$/.test(v)) throw new FieldProblem(COLLEGE_ID_MESSAGES.characters);
  const id = v.toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9/-]{1,30}[A-Z0-9]$/.test(id)) throw new FieldProblem(COLLEGE_ID_MESSAGES.shape);
  return id;
}

export function normalizeName(value: unknown): string {
  const v = str(value).replace(/\s+/g, ' ');
  if (!v) throw new FieldProblem('Enter your full name');
  if (hasControl(v) || /[<>]/.test(v)) throw new FieldProblem('Name may not contain < > or control characters');
  const length = [...v].length;
  if (length < 2 || length > 100) throw new FieldProblem('Name must be 2 to 100 characters');
  return v;
}

/** NFKC and lower case (the stored form and the key), then checked. */
export function normalizeEmail(value: unknown, allowedDomains: string[]): string {
  const v = emailKey(str(value));
  if (!v) throw new FieldProblem('Enter your email');
  if (
    v.length > 254 ||
    !/^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
      v,
    )
  ) {
    throw new FieldProblem('Enter a valid email address');
  }
  const domain = v.slice(v.lastIndexOf('@') + 1).toLowerCase();
  if (allowedDomains.length && !allowedDomains.some((d) => domain === d || domain.endsWith(`.${d}`))) {
    throw new FieldProblem(`Use your college email address (${allowedDomains.map((d) => `@${d}`).join(' or ')})`);
  }
  return v;
}

export function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new FieldProblem('Enter a password');
  const problem = passwordProblem(value);
  if (problem) throw new FieldProblem(problem);
  return value;
}

/** +91 and ten digits, spaces, dashes and brackets ignored; ten bare digits get +91. Blank clears. */
export function normalizeIndianNumber(value: unknown, label: string): string | null {
  if (value === null) return null;
  const v = str(value);
  if (!v) return null;
  const compact = v.replace(/[\s().-]/g, '');
  const m = /^(?:\+91|0091|91)?([0-9]{10})$/.exec(compact);
  if (!m || compact.length > 14) throw new FieldProblem(`${label} must be +91 followed by ten digits`);
  return `+91${m[1]}`;
}

/** Instagram's own rules: 1 to 30 letters, digits, periods and underscores; no leading, trailing or double period. */
export function normalizeInstagram(value: unknown): string | null {
  if (value === null) return null;
  let v = str(value);
  if (!v) return null;
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(v);
  if (fromUrl?.[1]) v = fromUrl[1];
  v = v.replace(/^@/, '').toLowerCase();
  if (!/^[a-z0-9._]{1,30}$/.test(v) || v.startsWith('.') || v.endsWith('.') || v.includes('..')) {
    throw new FieldProblem('Instagram handle must be 1 to 30 letters, digits, periods or underscores');
  }
  return v;
}

export function normalizeAddress(value: unknown): string | null {
  if (value === null) return null;
  const v = str(value).replace(/\s+/g, ' ');
  if (!v) return null;
  if (hasControl(v)) throw new FieldProblem('Address may not contain control characters');
  if ([...v].length > 200) throw new FieldProblem('Address must be at most 200 characters');
  return v;
}

export function checkBoolean(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new FieldProblem('Must be true or false');
  return value;
}
