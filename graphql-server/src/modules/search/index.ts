/**
 * The search module's front door: what other modules, the wiring and the operator scripts use.
 * Its files import products' own files directly (the entity, the cursor and keyset helpers), not
 * products' index: products' lists read the search tables through this file, so going through
 * products' index here would close an import cycle.
 */
import { defineModule } from '../../core/server-module';
import { type SearchBackfill } from './backfill';
export { BACKFILL_STOP_WAIT_MS, COMPLETE_SEARCH_INDEX, SearchBackfill, type SearchIndexState } from './backfill';
export { checkReport } from './drift-report';
export { checkSearchTables } from './drift';
export { matchesList, type MatchSpec } from './match';
export { matchingTerms, postingCount, type PostingFilter, postingPageKeys } from './postings';
export { rebuildSearchIndex, syncSearchRow } from './rows';
export { ftsMatch, mysqlMatch, queryTerms, searchText } from './words';

/** What the search module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const searchModule = defineModule({
  name: 'search',
  jobs: (s: { searchBackfill: SearchBackfill }) => [s.searchBackfill],
});
