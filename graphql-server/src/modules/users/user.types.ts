import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { UserView } from '../../core/privacy';

/** GraphQL names the roles in capitals; the database and REST keep them lower-case. */
export enum Role {
  ADMIN = 'admin',
  MODERATOR = 'moderator',
  USER = 'user',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Who a user is on Campus Market: what they may do follows from it.',
  valuesConfig: {
    ADMIN: { description: 'Manages roles and may change or delete anything.' },
    MODERATOR: { description: 'Approves or rejects listings.' },
    USER: { description: 'A student: buys, sells and keeps a wishlist.' },
  },
});

@ObjectType('User', {
  description: 'A member of the college. Contact fields are null where the privacy rule hides them.',
})
export class UserType implements Omit<UserView, 'role'> {
  @Field(() => ID, { description: "The user's id (a UUID), stable for the life of the account." })
  id: string;

  @Field(() => String, { description: 'The display name; always visible.' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'Visible to the user themself, moderators and admins, and to whoever may see contact details.',
  })
  email: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A new email waiting for the code sent to it (verifyNewEmail); visible to the user themself only. The email above stays in use until then.',
  })
  pendingEmail: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The registration id; visible to the user themself and to admins only.',
  })
  collegeId: string | null;

  @Field(() => Role, { description: 'USER, MODERATOR or ADMIN; decides what the user may do.' })
  role: Role;

  @Field(() => Boolean, {
    description:
      'Whether the user confirmed their college email; only verified users can list, wishlist or save searches.',
  })
  isVerified: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'URL of the 480 px WebP avatar (root-relative for the built-in store), or null for the default picture.',
  })
  profilePic: string | null;

  @Field(() => String, {
    nullable: true,
    description: "URL of the profile's banner picture (root-relative for the built-in store), or null.",
  })
  bannerPic: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null when the privacy rule hides it from the caller (see contactHidden) or when none was given.',
  })
  phoneNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null when the privacy rule hides it from the caller (see contactHidden) or when none was given.',
  })
  whatsAppNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Without the @. Null when hidden by the privacy rule (see contactHidden) or when none was given.',
  })
  instagramHandle: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where on campus to meet. Null when hidden by the privacy rule (see contactHidden) or when none was given.',
  })
  blockAddress: string | null;

  @Field(() => Boolean, { description: 'Whether visitors who are not signed in may see the contact details.' })
  showContactDetails: boolean;

  @Field(() => Boolean, { description: 'True when the fields above are hidden from the caller by the privacy rule.' })
  contactHidden: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the user accepted the terms and conditions (acceptTerms); null until then. Visible to the user themself and to admins only.',
  })
  termsAcceptedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The "last updated" date (YYYY-MM-DD) of the terms the user accepted: terms with a later date are to be accepted again. Visible to the user themself and to admins only.',
  })
  termsVersion: string | null;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt: Date;
}

@ObjectType('AuthPayload', {
  description: 'The answer of an account change: what happened, and the account as it is now.',
})
export class AuthPayload {
  @Field(() => String, {
    description: 'A sentence for the user saying what happened, e.g. "Profile updated successfully."',
  })
  message: string;

  @Field(() => UserType, { description: 'The account after the change, seen by the caller.' })
  user: UserView;
}
