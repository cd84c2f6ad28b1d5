/** The auth module's front door: what other modules and the wiring may use of it. */
export { AuthResolver } from './auth.resolver';
export { authRouter } from './auth.rest';
export { AuthService } from './auth.service';
export { EmailCodeEntity } from './email-code.entity';
export { PasswordResetService } from './password-reset.service';
export { RegistrationService } from './registration.service';
export { ResetTokenEntity } from './reset-token.entity';
export { SessionEntity } from './session.entity';
export { SessionsService } from './sessions.service';
export { VerificationService } from './verification.service';
