/** The roster module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { RosterEntry } from './roster.entity';
import { RosterResolver } from './roster.resolver';
export { RosterEntry } from './roster.entity';
export { RosterService } from './roster.service';

/** What the roster module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const rosterModule = defineModule({
  name: 'roster',
  entities: [RosterEntry],
  resolvers: [RosterResolver],
});
