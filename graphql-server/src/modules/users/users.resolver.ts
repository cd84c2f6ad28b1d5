import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { EmailChangeService } from './email-change.service';
import type { ProfileService } from './profile.service';
import type { UsersService } from './users.service';
import type { UserView } from '../../core/privacy';
import { AuthPayload, UserType } from './user.types';
import { EditProfileInput, UpdateContactDetailsInput, UpdatePictureInput, UpdatePrivacyInput } from './user.inputs';
import { RequireScope, SessionOnly } from '../../core/require-scope';
import { ANY_TOKEN } from '../../core/scopes';

/** The services these resolvers call. */
type UsersContext = ServiceContext<{ emailChange: EmailChangeService; profile: ProfileService; users: UsersService }>;

@Resolver()
export class UsersResolver {
  @Query(() => UserType, {
    nullable: true,
    description: "A user's public profile; contact fields follow the privacy rule. Null when no such user.",
  })
  @RequireScope('read:products')
  user(
    @Arg('id', () => ID, { description: "The user's id." }) id: string,
    @Ctx() ctx: UsersContext,
  ): Promise<UserView | null> {
    return ctx.services.users.getUser(ctx, id);
  }

  @Mutation(() => AuthPayload, {
    description: "Sets the signed-in user's contact details (an admin may name another user).",
  })
  @SessionOnly()
  updateContactDetails(
    @Arg('input', () => UpdateContactDetailsInput, { description: 'The details to change.' })
    input: UpdateContactDetailsInput,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.profile.updateContactDetails(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Records that the signed-in user accepted the terms and conditions whose "last updated" date is `version` (User.termsAcceptedAt, User.termsVersion). Only the terms now in force can be accepted (BAD_USER_INPUT otherwise).',
  })
  @SessionOnly()
  acceptTerms(
    @Arg('version', () => String, { description: 'The date the terms page showed, e.g. "2025-03-28".' })
    version: string,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.users.acceptTerms(ctx, version);
  }

  @Mutation(() => AuthPayload, { description: 'Sets whether visitors who are not signed in see the contact details.' })
  @SessionOnly()
  updatePrivacy(
    @Arg('input', () => UpdatePrivacyInput, { description: 'The new setting.' }) input: UpdatePrivacyInput,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.profile.updatePrivacy(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Changes name, email, password or contact details; email and password changes need the current password.',
  })
  @SessionOnly()
  editProfile(
    @Arg('input', () => EditProfileInput, { description: 'The fields to change.' }) input: EditProfileInput,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.profile.editProfile(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Completes the signed-in user's email change with the code mailed to the new address (editProfile with a different email and the current password sends it). Until then the current email stays in use.",
  })
  @SessionOnly()
  verifyNewEmail(
    @Arg('code', () => String, { description: 'The 6-digit code mailed to the new address.' }) code: string,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.emailChange.verifyNewEmail(ctx, { code });
  }

  @Mutation(() => AuthPayload, {
    description:
      'Sets the avatar to a picture uploaded with POST /api/v1/uploads (kind avatar); the old one is deleted.',
  })
  @SessionOnly()
  updateProfilePic(
    @Arg('input', () => UpdatePictureInput, { description: 'The uploaded picture.' }) input: UpdatePictureInput,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.profile.updatePicture(ctx, 'profilePic', input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Sets the profile banner to a picture uploaded with POST /api/v1/uploads (kind banner); the old one is deleted.',
  })
  @SessionOnly()
  updateBannerPic(
    @Arg('input', () => UpdatePictureInput, { description: 'The uploaded picture.' }) input: UpdatePictureInput,
    @Ctx() ctx: UsersContext,
  ) {
    return ctx.services.profile.updatePicture(ctx, 'bannerPic', input);
  }

  @Subscription(() => UserType, {
    description:
      "The signed-in user's own account, pushed whenever it changes (verified, contact details, privacy, role). Other users' changes never reach it.",
    subscribe: ({ context }) => {
      const ctx = context as UsersContext;
      return ctx.services.users.meUpdates(ctx);
    },
  })
  @RequireScope(ANY_TOKEN)
  meUpdated(@Root() user: UserView): UserView {
    return user;
  }
}
