import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads docs/rest.md as data: its sections per call and the example answers in them, so a test
 * can hold each example against what the server really answers (docs.rest.test.ts).
 */

export const REST_DOC = path.join(__dirname, '..', '..', '..', 'docs', 'rest.md');

/** One documented answer: `**201** `{ … }`` under a call's heading. */
export interface DocExample {
  status: number;
  /** The example with its placeholders (`user`, `[product…]`) replaced by the documented objects. */
  body: unknown;
}

/** The text under each `### METHOD /api/v1/…` heading, up to the next heading. */
export function docSections(doc = fs.readFileSync(REST_DOC, 'utf8')): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = doc.split(/^(?=#{2,4} )/m);
  for (const part of parts) {
    const m = /^#{2,4} (GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/\S*)\s*$/m.exec(part.split('\n')[0] ?? '');
    if (m) sections.set(`${m[1]} ${m[2]}`, part);
  }
  return sections;
}

/** "…" as a key: the example lists some keys of the object, not all of them. */
export const SOME_KEYS = '…';

/**
 * Parses an example's JSON, written for people: a bare word (`user`, `product`, `request`) names an
 * object documented under "Objects in answers", `[product…]` a list of them.
 */
export function parseExample(text: string, objects: Record<string, unknown>): unknown {
  const json = text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\[(\w+)…\]/g, (_m, name: string) => `["@${name}"]`)
    .replace(/:\s*([a-z]\w*)(?=\s*[,}\]])/g, (m, word: string) =>
      ['true', 'false', 'null'].includes(word) ? m : `: "@${word}"`,
    );
  const parsed: unknown = JSON.parse(json);
  const expand = (v: unknown): unknown => {
    if (typeof v === 'string' && v.startsWith('@')) {
      const name = v.slice(1);
      // A name the objects section does not define (`request`, `notification`): any object.
      return objects[name] ?? { [SOME_KEYS]: 'any object' };
    }
    if (Array.isArray(v)) return v.map(expand);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x)]));
    return v;
  };
  return expand(parsed);
}

/** The objects of "Objects in answers": **User** and **Product** (JSON blocks), **Product list** (inline). */
export function docObjects(doc = fs.readFileSync(REST_DOC, 'utf8')): Record<string, unknown> {
  const objects: Record<string, unknown> = {};
  for (const m of doc.matchAll(/^\*\*(User|Product)\*\*[^\n]*\n\s*```json\n([\s\S]*?)```/gm)) {
    objects[m[1].toLowerCase()] = parseExample(m[2], objects);
  }
  const list = /^\*\*Product list\*\*[^`]*`([^`]*)`/m.exec(doc);
  if (list) objects.productList = parseExample(list[1], objects);
  return objects;
}

/** The examples of one section: each `**NNN**` followed by an inline JSON example. */
export function sectionExamples(section: string, objects: Record<string, unknown>): DocExample[] {
  return [...section.matchAll(/\*\*(\d{3})\*\*\s*`(\{[^`]*\})`/g)].map((m) => ({
    status: Number(m[1]),
    body: parseExample(m[2], objects),
  }));
}

/** The `fields.X` keys a section documents for its input errors. */
export function documentedFieldKeys(section: string): string[] {
  return [...new Set([...section.matchAll(/`fields\.(\w+)`/g)].map((m) => m[1]))];
}

/**
 * Where a real answer departs from a documented example: every key of a documented object must be
 * in the answer, and (unless the example says "…") every key of the answer in the example. Lists
 * compare their first item; placeholder values (`"…"`, numbers) are not compared.
 */
export function shapeDrift(doc: unknown, real: unknown, at = '$'): string[] {
  if (Array.isArray(doc)) {
    if (!Array.isArray(real)) return [`${at}: documented a list, answered ${JSON.stringify(real)?.slice(0, 60)}`];
    return doc.length && real.length ? shapeDrift(doc[0], real[0], `${at}[0]`) : [];
  }
  if (doc && typeof doc === 'object') {
    // A documented object may be null where the server has none (`request: null`, `bannerPic`).
    if (real === null) return [];
    if (!real || typeof real !== 'object' || Array.isArray(real))
      return [`${at}: documented an object, answered ${JSON.stringify(real)?.slice(0, 60)}`];
    const d = doc as Record<string, unknown>;
    const r = real as Record<string, unknown>;
    const drift = Object.keys(d)
      .filter((k) => k !== SOME_KEYS && !(k in r))
      .map((k) => `${at}.${k}: documented, not answered`);
    if (!(SOME_KEYS in d))
      drift.push(
        ...Object.keys(r)
          .filter((k) => !(k in d))
          .map((k) => `${at}.${k}: answered, not documented`),
      );
    for (const k of Object.keys(d)) if (k in r) drift.push(...shapeDrift(d[k], r[k], `${at}.${k}`));
    return drift;
  }
  return [];
}

export const SRC = path.join(__dirname, '..', '..', 'src');
const DOC = REST_DOC;

/** `:id`, `{id}` and `<id>` all name a parameter; compare them as one. */
export const normalize = (route: string) => route.replace(/(:\w+|\{\w+\}|<\w+>)/g, ':param');

/** The routes docs/rest.md documents: its "### METHOD /api/v1/…" headings. */
export function documentedRoutes(): string[] {
  const doc = fs.readFileSync(DOC, 'utf8');
  return [...doc.matchAll(/^#{2,4} (GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/\S*)\s*$/gm)].map((m) => `${m[1]} ${m[2]}`);
}
