import type { z } from 'zod';
import { AppError, MESSAGES } from '../../lib/errors';
import type { EmailChangeService } from './email-change.service';
import type { ProfileService } from './profile.service';
import type { UsersService } from './users.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { RestUserResult, contactFields, restResult, toRestUser } from './user.rest-shape';
import { SESSION_ONLY } from '../../core/scopes';
import type { RequestContext } from '../../core/request-context';
import {
  ContactDetailsBody,
  EditProfileBody,
  PictureBody,
  PrivacyBody,
  VerifyNewEmailBody,
} from './users.rest-schemas';

const OTHERS =
  'An admin may name another account with `id` (404 when there is none); anyone else naming another ' +
  'account gets 403.';

/** /api/v1/user/...: thin adapters over UsersService, ProfileService and EmailChangeService. */
export function usersRouter(services: {
  emailChange: EmailChangeService;
  profile: ProfileService;
  users: UsersService;
}): RestRoutes {
  const { users, profile, emailChange } = services;
  const r = new RestRoutes('Accounts');

  r.put(
    '/update-contact-details',
    {
      summary: 'Change phone, WhatsApp, Instagram, address or the privacy flag',
      description: OTHERS,
      scope: SESSION_ONLY,
      body: ContactDetailsBody,
      response: RestUserResult,
    },
    async (ctx, { body }) => restResult(await profile.updateContactDetails(ctx, contactFields(body))),
  );

  r.put(
    '/update-privacy',
    {
      summary: 'Show or hide the contact details',
      description: OTHERS,
      scope: SESSION_ONLY,
      body: PrivacyBody,
      response: RestUserResult,
    },
    async (ctx, { body }) => {
      const { id, showContactDetails } = contactFields(body);
      return restResult(await profile.updatePrivacy(ctx, { id, showContactDetails }));
    },
  );

  r.put(
    '/edit-profile',
    {
      summary: 'Edit the whole profile: name, email, password and contact fields',
      description:
        'A new password or a different email needs `currentPassword` (a wrong one counts as a failed ' +
        'login) and only the owner may change them. A new password signs out the other browsers. A new ' +
        'email waits as `pendingEmail` for the code mailed to it (POST /user/verify-new-email). ' +
        OTHERS,
      conflict: 'The new email is already in use (with `fields`).',
      scope: SESSION_ONLY,
      body: EditProfileBody,
      response: RestUserResult,
    },
    async (ctx, { body }) => {
      const { showContactDetails: _ignored, ...contact } = contactFields(body);
      return restResult(
        await profile.editProfile(ctx, {
          ...contact,
          name: body.name,
          email: body.email,
          password: body.password,
          currentPassword: body.currentPassword,
        }),
      );
    },
  );

  r.post(
    '/verify-new-email',
    {
      summary: 'Complete an email change with the code mailed to the new address',
      conflict: 'The new email was taken meanwhile (with `fields`).',
      scope: SESSION_ONLY,
      body: VerifyNewEmailBody,
      response: RestUserResult,
    },
    async (ctx, { body }) => restResult(await emailChange.verifyNewEmail(ctx, { code: body.code })),
  );

  // The REST contract's payload names the picture `Url`; `url` works too.
  const pictureSpec = (kind: 'avatar' | 'banner') =>
    ({
      description: `An upload with \`kind=${kind}\`; the previous picture's files are deleted. ${OTHERS}`,
      scope: SESSION_ONLY,
      body: PictureBody,
      response: RestUserResult,
    }) as const;
  const setPicture =
    (which: 'profilePic' | 'bannerPic') =>
    async (ctx: RequestContext, { body }: { body: z.output<typeof PictureBody> }) =>
      restResult(
        await profile.updatePicture(ctx, which, { id: body.id as string | undefined, url: body.Url ?? body.url }),
      );
  r.put(
    '/update-profile-pic',
    { summary: 'Set the profile picture', ...pictureSpec('avatar') },
    setPicture('profilePic'),
  );
  r.put('/update-banner-pic', { summary: 'Set the banner picture', ...pictureSpec('banner') }, setPicture('bannerPic'));

  r.get(
    '/:id',
    {
      summary: 'One user, with the contact fields the caller may see',
      // A public profile, like the listings that show its seller.
      scope: 'read:products',
      public: true,
      response: RestUserResult,
    },
    async (ctx, { params }) => {
      const user = await users.getUser(ctx, params.id);
      if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      return { message: 'User found', user: toRestUser(user) };
    },
  );

  return r;
}
