/**
 * The search module's front door: what other modules, the wiring and the operator scripts use.
 * Its files import products' own files directly (the entity, the cursor and keyset helpers), not
 * products' index: products' lists read the search tables through this file, so going through
 * products' index here would close an import cycle.
 */
export { BACKFILL_STOP_WAIT_MS, COMPLETE_SEARCH_INDEX, SearchBackfill, type SearchIndexState } from './backfill';
export { checkSearchTables } from './drift';
export { checkReport } from './drift-report';
export { type MatchSpec, matchesList } from './match';
export { type PostingFilter, matchingTerms, postingCount, postingPageKeys } from './postings';
export { rebuildSearchIndex, subscribeSearchRows, syncSearchRow } from './rows';
export { ftsMatch, mysqlMatch, queryTerms, searchText } from './words';
