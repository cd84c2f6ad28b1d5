/** The saved-searches module's front door: what other modules and the wiring may use of it. */
export { SavedSearchAlerts } from './saved-search-alerts';
export { SavedSearchEntity, SavedSearchHitEntity } from './saved-search.entity';
export { SavedSearchesResolver } from './saved-searches.resolver';
export { savedSearchesRouter } from './saved-searches.rest';
export { SavedSearchesService } from './saved-searches.service';
