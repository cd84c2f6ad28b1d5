/**
 * The line above the search results. The documented text is `Found N results for "q"`; one match
 * reads "Found 1 result" (docs/product.md#departures-from-the-specification, 12). Past 1,000
 * matches the server stops counting (totalCountCapped), and the page says `Found 1,000+ results`
 * instead (docs/product.md#departures-from-the-specification, 4).
 */
export function searchSummary(totalCount: number, capped: boolean, query: string): string {
  const count = capped ? `${totalCount.toLocaleString('en-US')}+` : String(totalCount);
  const noun = !capped && totalCount === 1 ? 'result' : 'results';
  return `Found ${count} ${noun} for "${query}"`;
}

/** An empty search repeats what was searched for, in the typographic quotes of a sentence. */
export function noMatchTitle(query: string): string {
  return `No listings match “${query}”`;
}
