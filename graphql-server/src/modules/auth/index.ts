/** The auth module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { AuthResolver } from './auth.resolver';
import { authRouter } from './auth.rest';
import { EmailCodeEntity } from './email-code.entity';
import { ResetTokenEntity } from './reset-token.entity';
import { SessionEntity } from './session.entity';
export { AuthService } from './auth.service';
export { EmailCodeEntity } from './email-code.entity';
export { PasswordResetService } from './password-reset.service';
export { RegistrationService } from './registration.service';
export { ResetTokenEntity } from './reset-token.entity';
export { SessionEntity } from './session.entity';
export { SessionsService } from './sessions.service';
export { VerificationService } from './verification.service';

/** The services the auth module's routes use. */
type AuthNeeds = Parameters<typeof authRouter>[0];

/** What the auth module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const authModule = defineModule<AuthNeeds>({
  name: 'auth',
  entities: [EmailCodeEntity, ResetTokenEntity, SessionEntity],
  resolvers: [AuthResolver],
  routes: (services) => [{ prefix: '', routes: authRouter(services) }],
});
