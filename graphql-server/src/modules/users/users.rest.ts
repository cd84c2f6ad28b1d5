import { Router } from 'express';
import { AppError, MESSAGES } from '../../lib/errors';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { contactFields, restResult, toRestUser } from './user.rest-shape';
import { scope } from '../tokens/require-scope';
import { SESSION_ONLY } from '../tokens/scopes';

/** /api/v1/user/...: thin adapters over UsersService, ProfileService and EmailChangeService. */
export function usersRouter(services: Services): Router {
  const { users, profile, emailChange } = services;
  const r = Router();

  r.put(
    '/update-contact-details',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => restResult(await profile.updateContactDetails(ctx, contactFields(body(req))))),
  );

  r.put(
    '/update-privacy',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const { id, showContactDetails } = contactFields(body(req));
      return restResult(await profile.updatePrivacy(ctx, { id, showContactDetails }));
    }),
  );

  r.put(
    '/edit-profile',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      const { showContactDetails: _ignored, ...contact } = contactFields(b);
      return restResult(
        await profile.editProfile(ctx, {
          ...contact,
          name: b.name as string | undefined,
          email: b.email as string | undefined,
          password: b.password as string | undefined,
          currentPassword: b.currentPassword as string | undefined,
        }),
      );
    }),
  );

  r.post(
    '/verify-new-email',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => restResult(await emailChange.verifyNewEmail(ctx, { code: body(req).code }))),
  );

  // The spec's payload names the picture `Url`; `url` works too.
  const picture = (which: 'profilePic' | 'bannerPic') =>
    handle(async (ctx, req) => {
      const b = body(req);
      return restResult(
        await profile.updatePicture(ctx, which, { id: b.id as string | undefined, url: b.Url ?? b.url }),
      );
    });
  r.put('/update-profile-pic', scope(SESSION_ONLY), picture('profilePic'));
  r.put('/update-banner-pic', scope(SESSION_ONLY), picture('bannerPic'));

  r.get(
    '/:id',
    scope('read:products'),
    handle(async (ctx, req) => {
      const user = await users.getUser(ctx, String(req.params.id));
      if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      return { message: 'User found', user: toRestUser(user) };
    }),
  );

  return r;
}
