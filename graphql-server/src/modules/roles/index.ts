/** The roles module's front door: what other modules and the wiring may use of it. */
export { RoleRequestEntity } from './role-request.entity';
export { RolesResolver } from './roles.resolver';
export { rolesRouter } from './roles.rest';
export { RolesService } from './roles.service';
