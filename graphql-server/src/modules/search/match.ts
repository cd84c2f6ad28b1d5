import type { CategoryValue, ConditionValue } from '../../core/listing-categories';
import { searchText } from './words';

/** The conditions of a public list, as ListSpec holds them (products.query.ts), for one product in memory. */
export interface MatchSpec {
  category?: CategoryValue | null;
  condition?: ConditionValue | null;
  minPaise?: number | null;
  maxPaise?: number | null;
  /** Prefixed search words (words.ts `queryTerms`); empty: no search. */
  terms?: string[];
}

/**
 * Both engines compare words without their accents: SQLite's FTS5 `unicode61` tokenizer removes
 * diacritics, and MariaDB's full-text index compares in the column's accent-insensitive collation.
 */
const fold = (word: string): string => word.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * Whether a product is in the public list that `spec` describes: the list query's rules
 * (ProductListQuery.filtered) for one product already in memory, so that a saved search's alert
 * (modules/saved-searches) finds exactly what the search itself finds. Approved only; category,
 * condition and the price bounds on the listed price (`price_paise`); every search word a prefix
 * of one of the words of title and description, stored as the index stores them (`searchText`).
 */
export function matchesList(
  p: {
    status: string;
    category: CategoryValue;
    condition: ConditionValue | null;
    pricePaise: number;
    title: string;
    description: string;
  },
  spec: MatchSpec,
): boolean {
  if (p.status !== 'Approved') return false;
  if (spec.category && p.category !== spec.category) return false;
  if (spec.condition && p.condition !== spec.condition) return false;
  if (spec.minPaise !== null && spec.minPaise !== undefined && p.pricePaise < spec.minPaise) return false;
  if (spec.maxPaise !== null && spec.maxPaise !== undefined && p.pricePaise > spec.maxPaise) return false;
  const terms = spec.terms ?? [];
  if (!terms.length) return true;
  const words = searchText(p.title, p.description).split(' ').map(fold);
  return terms.every((term) => {
    const t = fold(term);
    return words.some((w) => w.startsWith(t));
  });
}
