/** The roster module's front door: what other modules and the wiring may use of it. */
export { RosterEntry } from './roster.entity';
export { RosterResolver } from './roster.resolver';
export { RosterService } from './roster.service';
