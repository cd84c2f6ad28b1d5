// The words the search scenarios look for, chosen from what the seed wrote.
import { COMMON_TERM } from '../words.mjs';

/** How many words each search scenario takes in turn (different users search different words). */
const TERMS = 16;

/**
 * The search words. Common: COMMON_TERM and the other words nearest to it in share (about 5% of
 * approved rows each). Rare: made-up words in about 5 approved rows each. Each is no other word's
 * prefix, so the prefix search matches exactly the rows counted here.
 */
export function searchTerms(vocab, df, approved) {
  const sorted = [...vocab.words].sort();
  const prefixOfAnother = new Set(sorted.filter((word, i) => sorted[i + 1]?.startsWith(word)));
  const rows = (word) => df.get(`w${word}`) ?? 0;
  const nearest = (words, target, n) =>
    words
      .filter((w) => rows(w) > 0 && !prefixOfAnother.has(w))
      .sort((a, b) => Math.abs(rows(a) - target) - Math.abs(rows(b) - target) || (a < b ? -1 : 1))
      .slice(0, n);
  const common = [
    COMMON_TERM,
    ...nearest(
      vocab.words.filter((w) => w !== COMMON_TERM),
      rows(COMMON_TERM),
      TERMS - 1,
    ),
  ];
  const rare = nearest(vocab.words.slice(2000), 5, TERMS);
  const range = (words) => [Math.min(...words.map(rows)), Math.max(...words.map(rows))];
  return {
    commonTerms: common,
    commonRows: range(common),
    rareTerms: rare,
    rareRows: range(rare),
    approvedRows: approved,
  };
}
