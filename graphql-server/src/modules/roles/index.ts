/** The roles module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { RoleRequestEntity } from './role-request.entity';
import { RolesResolver } from './roles.resolver';
import { rolesRouter } from './roles.rest';
export type { RoleChangedEvent, RoleDecidedEvent, RoleRequestedEvent } from './events';
export { RoleRequestEntity } from './role-request.entity';
export { RolesService } from './roles.service';
export { ROLE_MESSAGES } from './roles.service';

/** The services the roles module's routes use. */
type RolesNeeds = Parameters<typeof rolesRouter>[0];

/** What the roles module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const rolesModule = defineModule<RolesNeeds>({
  name: 'roles',
  entities: [RoleRequestEntity],
  resolvers: [RolesResolver],
  routes: (services) => [{ prefix: '/moderation', routes: rolesRouter(services) }],
});
