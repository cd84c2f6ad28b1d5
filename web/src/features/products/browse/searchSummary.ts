/**
 * The line above the search results. The spec's text is `Found N results for "q"`; past 1,000
 * matches the server stops counting (totalCountCapped), and the page says `Found 1,000+ results`
 * instead (docs/product.md#departures-from-the-specification, 4).
 */
export function searchSummary(totalCount: number, capped: boolean, query: string): string {
  const count = capped ? `${totalCount.toLocaleString('en-US')}+` : String(totalCount);
  return `Found ${count} results for "${query}"`;
}
