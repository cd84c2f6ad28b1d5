/** The users module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { UserEntity } from './user.entity';
import { UsersResolver } from './users.resolver';
import { usersRouter } from './users.rest';
export { assertCurrentPassword, CURRENT_PASSWORD_MESSAGES, type CurrentPasswordDeps } from './current-password';
export { EmailChangeService } from './email-change.service';
export { newUserRow } from './new-user';
export { PasswordHasher, SERVER_CLIENT } from './passwords';
export { ProfileService } from './profile.service';
export { type AccountSessions, type EmailCodes, type ResetLinks, VERIFY_MESSAGES } from './sign-in-ports';
export { UserEntity } from './user.entity';
export { restResult, RestUser, RestUserResult, toRestUser } from './user.rest-shape';
export { AuthPayload, Role, UserType } from './user.types';
export { USER_MESSAGES, UsersService } from './users.service';
export {
  checkPassword,
  collegeIdKey,
  emailKey,
  FieldChecks,
  FieldProblem,
  hasControl,
  normalizeCollegeId,
  normalizeEmail,
  normalizeName,
} from './validation';

/** The services the users module's routes use. */
type UsersNeeds = Parameters<typeof usersRouter>[0];

/** What the users module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const usersModule = defineModule<UsersNeeds>({
  name: 'users',
  entities: [UserEntity],
  resolvers: [UsersResolver],
  routes: (services) => [{ prefix: '/user', routes: usersRouter(services) }],
});
