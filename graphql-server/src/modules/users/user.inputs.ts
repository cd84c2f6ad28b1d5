import { Field, ID, InputType } from 'type-graphql';

@InputType('UpdateContactDetailsInput', {
  description: 'The contact details of a profile. Absent fields keep their value; null or blank clears a field.',
})
export class UpdateContactDetailsInput {
  @Field(() => ID, { nullable: true, description: 'Only an admin may name another user.' })
  id?: string | null;

  @Field(() => String, { nullable: true, description: 'A phone number for buyers to call; null or blank clears it.' })
  phoneNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A WhatsApp number (the web app links to wa.me with it); null or blank clears it.',
  })
  whatsAppNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An Instagram handle, with or without the @; null or blank clears it.',
  })
  instagramHandle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where on campus to meet (hostel block, room); null or blank clears it.',
  })
  blockAddress?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether visitors who are not signed in may see these details; absent keeps the setting.',
  })
  showContactDetails?: boolean | null;
}

@InputType('UpdatePrivacyInput', { description: "Who may see a profile's contact details." })
export class UpdatePrivacyInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Only an admin may name another user; absent means the signed-in user.',
  })
  id?: string | null;

  @Field(() => Boolean, { description: 'True: visitors who are not signed in see the contact details too.' })
  showContactDetails: boolean;
}

@InputType('EditProfileInput', {
  description:
    'Changes to a profile. Absent fields keep their value; changing the email sends a code to the new address (verifyNewEmail).',
})
export class EditProfileInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Only an admin may name another user; absent means the signed-in user.',
  })
  id?: string | null;

  @Field(() => String, { nullable: true, description: 'The display name shown on listings and the profile.' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A new address: the change waits for the code mailed to it (User.pendingEmail) and needs currentPassword.',
  })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Blank or absent keeps the current password.' })
  password?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The current password: required when `password` is set or `email` names a different address (the same address is no change).',
  })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true, description: 'A phone number for buyers to call; null or blank clears it.' })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'A WhatsApp number; null or blank clears it.' })
  whatsAppNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An Instagram handle, with or without the @; null or blank clears it.',
  })
  instagramHandle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where on campus to meet (hostel block, room); null or blank clears it.',
  })
  blockAddress?: string | null;
}

@InputType('UpdatePictureInput', { description: 'A new profile or banner picture, uploaded first.' })
export class UpdatePictureInput {
  @Field(() => ID, { nullable: true, description: 'Only an admin may name another user.' })
  id?: string | null;

  @Field(() => String, {
    description: 'A `url` answered by POST /api/v1/uploads (kind avatar or banner) to the caller.',
  })
  url: string;
}
