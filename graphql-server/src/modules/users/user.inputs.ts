import { Field, ID, InputType } from 'type-graphql';

@InputType('UpdateContactDetailsInput')
export class UpdateContactDetailsInput {
  @Field(() => ID, { nullable: true, description: 'Only an admin may name another user.' })
  id?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  whatsAppNumber?: string | null;

  @Field(() => String, { nullable: true })
  instagramHandle?: string | null;

  @Field(() => String, { nullable: true })
  blockAddress?: string | null;

  @Field(() => Boolean, { nullable: true })
  showContactDetails?: boolean | null;
}

@InputType('UpdatePrivacyInput')
export class UpdatePrivacyInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean)
  showContactDetails: boolean;
}

@InputType('EditProfileInput')
export class EditProfileInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Blank or absent keeps the current password.' })
  password?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The current password: required when `password` is set or `email` names a different address (the same address is no change).',
  })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  whatsAppNumber?: string | null;

  @Field(() => String, { nullable: true })
  instagramHandle?: string | null;

  @Field(() => String, { nullable: true })
  blockAddress?: string | null;
}

@InputType('UpdatePictureInput')
export class UpdatePictureInput {
  @Field(() => ID, { nullable: true, description: 'Only an admin may name another user.' })
  id?: string | null;

  @Field(() => String, {
    description: 'A `url` answered by POST /api/v1/uploads (kind avatar or banner) to the caller.',
  })
  url: string;
}
