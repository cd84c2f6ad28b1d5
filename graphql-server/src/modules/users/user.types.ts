import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { UserView } from './privacy';

/** GraphQL names the roles in capitals; the database and REST keep them lower-case. */
export enum Role {
  ADMIN = 'admin',
  MODERATOR = 'moderator',
  USER = 'user',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Who a user is on Campus Market: what they may do follows from it.',
});

@ObjectType('User', {
  description: 'A member of the college. Contact fields are null where the privacy rule hides them.',
})
export class UserType implements Omit<UserView, 'role'> {
  @Field(() => ID)
  id: string;

  @Field(() => String)
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

  @Field(() => Role)
  role: Role;

  @Field(() => Boolean)
  isVerified: boolean;

  @Field(() => String, { nullable: true })
  profilePic: string | null;

  @Field(() => String, { nullable: true })
  bannerPic: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber: string | null;

  @Field(() => String, { nullable: true })
  whatsAppNumber: string | null;

  @Field(() => String, { nullable: true })
  instagramHandle: string | null;

  @Field(() => String, { nullable: true })
  blockAddress: string | null;

  @Field(() => Boolean, { description: 'Whether visitors who are not signed in may see the contact details.' })
  showContactDetails: boolean;

  @Field(() => Boolean, { description: 'True when the fields above are hidden from the caller by the privacy rule.' })
  contactHidden: boolean;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field(() => String)
  message: string;

  @Field(() => UserType)
  user: UserView;
}

@ObjectType('MessagePayload')
export class MessagePayload {
  @Field(() => String)
  message: string;
}
