/**
 * Full-text indexes skip short words and stopwords (InnoDB: under 3 letters, "the"), so the
 * service stores every token (letters with their marks, digits) with a "w" prefix: "iPhone 13 TV" → "wiphone w13 wtv". Queries
 * prefix the same way, which also leaves no operator of either engine in a user's text.
 */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

export function searchText(title: string, description: string): string {
  return tokens(`${title} ${description}`)
    .map((t) => `w${t}`)
    .join(' ');
}

/** At most this many words of a query count; the rest would only slow the match down. */
const MAX_TERMS = 10;

export function queryTerms(query: string): string[] {
  return [...new Set(tokens(query))].slice(0, MAX_TERMS).map((t) => `w${t}`);
}

/** MySQL/MariaDB boolean mode: every word required, each as a prefix. */
export const mysqlMatch = (terms: string[]): string => terms.map((t) => `+${t}*`).join(' ');

/** SQLite FTS5: every word (quoted, so no operator) as a prefix. */
export const ftsMatch = (terms: string[]): string => terms.map((t) => `"${t}"*`).join(' ');
