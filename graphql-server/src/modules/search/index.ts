/**
 * The search module's front door: what other modules, the wiring and the operator scripts use. It
 * reads the products table but imports nothing of the products module; products' lists read the
 * search tables through this file, and the rows follow the listing's events (subscribeSearchRows).
 */
import { subscribeSearchRows } from './rows';
import { defineModule } from '../../core/server-module';
import { type SearchBackfill } from './backfill';
export { BACKFILL_STOP_WAIT_MS, COMPLETE_SEARCH_INDEX, SearchBackfill, type SearchIndexState } from './backfill';
export { checkReport } from './drift-report';
export { checkSearchTables } from './drift';
export { matchesList, type MatchSpec } from './match';
export { matchingTerms, postingCount, type PostingFilter, postingPageKeys } from './postings';
export { rebuildSearchIndex, subscribeSearchRows } from './rows';
export { ftsMatch, mysqlMatch, queryTerms, searchText } from './words';

/** What the search module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const searchModule = defineModule({
  name: 'search',
  jobs: (s: { searchBackfill: SearchBackfill }) => [s.searchBackfill],
  subscribe: (bus) => subscribeSearchRows(bus),
});
