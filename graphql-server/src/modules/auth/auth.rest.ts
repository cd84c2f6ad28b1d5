import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { MessageBody } from '../../core/rest/rest-schemas';
import { restResult, RestUserResult } from '../users';
import { ANY_TOKEN, SESSION_ONLY } from '../../core/scopes';
import {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResendVerificationBody,
  ResendVerificationResult,
  ResetPasswordBody,
  VerifyEmailBody,
} from './auth.rest-schemas';

/**
 * /api/v1/auth/... and /api/v1/manage/check: thin adapters over AuthService (sign-in),
 * RegistrationService (sign-up, verification) and PasswordResetService.
 */
export function authRouter(services: {
  auth: AuthService;
  passwordReset: PasswordResetService;
  registration: RegistrationService;
}): RestRoutes {
  const { auth, registration, passwordReset } = services;
  const r = new RestRoutes('Accounts');
  // Absent fields reach the services as absent; they answer "Enter your …" for them.
  const s = (v: string | null | undefined) => v as string;

  r.post(
    '/auth/register',
    {
      summary: 'Create an account (signed in, unverified) and mail a six-digit code',
      description:
        'The registration id must be on the college roster when there is one. An id listed in ' +
        '`ADMIN_COLLEGE_IDS` is created as an admin. Sets the session cookie.',
      conflict: 'The registration id or the email is already in use (with `fields`).',
      scope: SESSION_ONLY,
      public: true,
      body: RegisterBody,
      status: 201,
      response: RestUserResult,
    },
    async (ctx, { body }) =>
      restResult(
        await registration.register(ctx, {
          collegeId: s(body.collegeId),
          name: s(body.name),
          email: s(body.email),
          password: s(body.password),
        }),
      ),
  );

  r.post(
    '/auth/login',
    {
      summary: 'Sign in with the registration id and password',
      description:
        'Sets a new session cookie. A right password on an unverified account answers 400 ' +
        '`EMAIL_NOT_VERIFIED` with the cookie set and a fresh code mailed. An unknown id and a wrong ' +
        'password answer the same 401.',
      scope: SESSION_ONLY,
      public: true,
      body: LoginBody,
      response: RestUserResult,
    },
    async (ctx, { body }) =>
      restResult(await auth.login(ctx, { collegeId: s(body.collegeId), password: s(body.password) })),
  );

  r.post(
    '/auth/logout',
    {
      summary: 'End the session and clear its cookie',
      description: 'Idempotent: without a session it still answers 200.',
      scope: SESSION_ONLY,
      public: true,
      response: MessageBody,
    },
    (ctx) => auth.logout(ctx),
  );

  r.post(
    '/auth/verify-email',
    {
      summary: "Verify an account's email with the mailed code",
      description:
        "The session's account, or the one `collegeId` or `email` names (a code typed on another " +
        'device), which is then signed in with a new cookie.',
      scope: SESSION_ONLY,
      public: true,
      body: VerifyEmailBody,
      response: RestUserResult,
    },
    async (ctx, { body }) => {
      // Some clients send the code as a number, which loses a leading 0 ("012345" arrives as 12345).
      const code = typeof body.code === 'number' ? String(body.code).padStart(6, '0') : s(body.code);
      return restResult(
        await registration.verifyEmail(ctx, { code, collegeId: s(body.collegeId), email: s(body.email) }),
      );
    },
  );

  r.post(
    '/auth/resend-verification',
    {
      summary: 'Mail a new verification code',
      description:
        "The session's account, or the one `collegeId` or `email` names; the answer is the same for a " +
        'named account that does not exist or is already verified.',
      scope: SESSION_ONLY,
      public: true,
      body: ResendVerificationBody,
      response: ResendVerificationResult,
    },
    (ctx, { body }) => registration.resendVerification(ctx, { collegeId: s(body.collegeId), email: s(body.email) }),
  );

  r.post(
    '/auth/forgot-password',
    {
      summary: 'Mail a password reset link',
      description:
        'The same answer, at once, whether or not an account uses the email. The link is valid for an ' +
        'hour, single use; a new request replaces the previous one.',
      scope: SESSION_ONLY,
      public: true,
      body: ForgotPasswordBody,
      response: MessageBody,
    },
    (ctx, { body }) => passwordReset.forgotPassword(ctx, { email: s(body.email) }),
  );

  r.post(
    '/auth/reset-password/:token',
    {
      summary: "Set a new password with a reset link's token",
      description:
        'Every session of the account ends, a pending email change is dropped and the account is told ' + 'by email.',
      scope: SESSION_ONLY,
      public: true,
      body: ResetPasswordBody,
      response: MessageBody,
    },
    (ctx, { params, body }) => passwordReset.resetPassword(ctx, { token: params.token, password: s(body.password) }),
  );

  r.post(
    '/manage/check',
    {
      summary: 'The session check: who is signed in (verified or not)',
      scope: ANY_TOKEN,
      response: RestUserResult,
    },
    (ctx) => restResult(auth.check(ctx)),
  );

  return r;
}
