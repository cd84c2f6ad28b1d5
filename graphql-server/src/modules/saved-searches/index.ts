/** The saved-searches module's front door: what other modules and the wiring may use of it. */
import type { SavedSearchesService } from './saved-searches.service';
import { defineModule } from '../../core/server-module';
import { type SavedSearchAlerts } from './saved-search-alerts';
import { SavedSearchEntity, SavedSearchHitEntity } from './saved-search.entity';
import { SavedSearchesResolver } from './saved-searches.resolver';
import { savedSearchesRouter } from './saved-searches.rest';
export type { SavedSearchAlertedEvent } from './events';
export { SavedSearchAlerts } from './saved-search-alerts';
export { SavedSearchEntity, SavedSearchHitEntity } from './saved-search.entity';
export { SavedSearchesService } from './saved-searches.service';

/** What the saved-searches module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const savedSearchesModule = defineModule({
  name: 'saved-searches',
  entities: [SavedSearchEntity, SavedSearchHitEntity],
  resolvers: [SavedSearchesResolver],
  routes: (services: Parameters<typeof savedSearchesRouter>[0]) => [
    { prefix: '/saved-searches', routes: savedSearchesRouter(services) },
  ],
  jobs: (s: SavedSearchesParts) => [s.savedSearchAlerts],
  subscribe: (bus, s: SavedSearchesParts) => s.savedSearches.subscribe(bus),
});

/** What the saved-searches module's job and subscriber are made of. */
type SavedSearchesParts = { savedSearchAlerts: SavedSearchAlerts; savedSearches: SavedSearchesService };
