import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { restResult } from '../users/user.rest-shape';
import { scope } from '../tokens/require-scope';
import { ANY_TOKEN, SESSION_ONLY } from '../tokens/scopes';

/**
 * /api/v1/auth/... and /api/v1/manage/check: thin adapters over AuthService (sign-in),
 * RegistrationService (sign-up, verification) and PasswordResetService.
 */
export function authRouter(services: Services): Router {
  const { auth, registration, passwordReset } = services;
  const r = Router();
  const s = (v: unknown) => v as string;

  r.post(
    '/auth/register',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      return restResult(
        await registration.register(ctx, {
          collegeId: s(b.collegeId),
          name: s(b.name),
          email: s(b.email),
          password: s(b.password),
        }),
      );
    }, 201),
  );

  r.post(
    '/auth/login',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      return restResult(await auth.login(ctx, { collegeId: s(b.collegeId), password: s(b.password) }));
    }),
  );

  r.post(
    '/auth/logout',
    scope(SESSION_ONLY),
    handle((ctx) => auth.logout(ctx)),
  );

  r.post(
    '/auth/verify-email',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      const code = typeof b.code === 'number' ? String(b.code).padStart(6, '0') : s(b.code);
      return restResult(await registration.verifyEmail(ctx, { code, collegeId: s(b.collegeId), email: s(b.email) }));
    }),
  );

  r.post(
    '/auth/resend-verification',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      return registration.resendVerification(ctx, { collegeId: s(b.collegeId), email: s(b.email) });
    }),
  );

  r.post(
    '/auth/forgot-password',
    scope(SESSION_ONLY),
    handle((ctx, req) => passwordReset.forgotPassword(ctx, { email: s(body(req).email) })),
  );

  r.post(
    '/auth/reset-password/:token',
    scope(SESSION_ONLY),
    handle((ctx, req) =>
      passwordReset.resetPassword(ctx, { token: String(req.params.token), password: s(body(req).password) }),
    ),
  );

  r.post(
    '/manage/check',
    scope(ANY_TOKEN),
    handle((ctx) => restResult(auth.check(ctx))),
  );

  return r;
}
