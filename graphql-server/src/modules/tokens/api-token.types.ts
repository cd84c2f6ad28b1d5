import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ApiTokenEntity } from './api-token.entity';
import { scopeList } from './api-tokens.service';
import type { ApiScopeValue } from '../../core/scopes';

/** GraphQL names the scopes READ_PRODUCTS etc.; their values are the REST spellings (core/scopes.ts). */
export enum ApiScope {
  READ_PRODUCTS = 'read:products',
  WRITE_PRODUCTS = 'write:products',
  READ_WISHLIST = 'read:wishlist',
  WRITE_WISHLIST = 'write:wishlist',
  READ_NOTIFICATIONS = 'read:notifications',
  WRITE_NOTIFICATIONS = 'write:notifications',
  READ_SAVED_SEARCHES = 'read:saved-searches',
  WRITE_SAVED_SEARCHES = 'write:saved-searches',
  WRITE_REPORTS = 'write:reports',
  READ_MESSAGES = 'read:messages',
  WRITE_MESSAGES = 'write:messages',
  MODERATE = 'moderate',
}

registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What an API token may do; its REST spelling is the lower-case form (read:products).',
  valuesConfig: {
    READ_PRODUCTS: { description: 'Read listings (lists, search, one listing, sellers).' },
    WRITE_PRODUCTS: { description: "Add, edit, delete the owner's listings and set their availability." },
    READ_WISHLIST: { description: "Read the owner's wishlist." },
    WRITE_WISHLIST: { description: "Add to and remove from the owner's wishlist." },
    READ_NOTIFICATIONS: { description: "Read the owner's notifications (and receive them over graphql-ws)." },
    WRITE_NOTIFICATIONS: { description: "Mark the owner's notifications as read." },
    READ_SAVED_SEARCHES: { description: "Read the owner's saved searches." },
    WRITE_SAVED_SEARCHES: { description: "Save and delete the owner's saved searches." },
    WRITE_REPORTS: { description: 'Report a listing.' },
    READ_MESSAGES: { description: "Read the owner's conversations and their messages." },
    WRITE_MESSAGES: { description: 'Start conversations, send messages and mark them read as the owner.' },
    MODERATE: {
      description: 'Moderation calls; only moderators and admins can grant it, and it lapses with the role.',
    },
  },
});

export enum ApiTokenKind {
  USER = 'user',
  APP = 'app',
}

registerEnumType(ApiTokenKind, {
  name: 'ApiTokenKind',
  description: 'Whose token it is.',
  valuesConfig: {
    USER: { description: "A student's own token (secret starts with cmk_): acts as the student." },
    APP: { description: 'An app token an admin created (cma_): belongs to nobody, reads listings only.' },
  },
});

@ObjectType('ApiToken', { description: 'An API token as its owner (or an admin) sees it: never the secret.' })
export class ApiTokenType {
  @Field(() => ID, { description: 'The token record id (revokeApiToken takes it).' })
  id: string;

  @Field(() => String, { description: 'The name its creator gave it.' })
  name: string;

  @Field(() => ApiTokenKind, { description: "A student's token or an app token." })
  kind: ApiTokenKind;

  @Field(() => ID, { nullable: true, description: 'The owner; null for an app token.' })
  userId: string | null;

  @Field(() => [ApiScope], { description: 'The scopes granted.' })
  scopes: ApiScopeValue[];

  @Field(() => String, { description: "The secret's last four characters, to tell tokens apart." })
  last4: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it stops working.' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'Its last use (to the minute); null if never used.' })
  lastUsedAt: Date | null;
}

@ObjectType('CreatedApiToken', { description: 'A new token: the secret is answered this once only.' })
export class CreatedApiTokenType {
  @Field(() => String, { description: 'The secret to send as `Authorization: Bearer <token>`. Shown once.' })
  token: string;

  @Field(() => ApiTokenType, { description: 'The stored record.' })
  apiToken: ApiTokenType;
}

@InputType('CreateApiTokenInput', { description: 'A new personal token.' })
export class CreateApiTokenInput {
  @Field(() => String, { description: 'A name to recognise it by (1 to 80 characters).' })
  name: string;

  @Field(() => [ApiScope], { description: 'At least one scope; MODERATE only for moderators and admins.' })
  scopes: ApiScopeValue[];

  @Field(() => Int, { nullable: true, description: 'Days until it expires, 1 to 365 (default 90).' })
  expiresInDays?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The signed-in user's password, asked again (a wrong one counts as a failed login).",
  })
  currentPassword?: string | null;
}

@InputType('CreateAppTokenInput', { description: 'A new app token (admins).' })
export class CreateAppTokenInput {
  @Field(() => String, { description: 'The app it is for (1 to 80 characters).' })
  name: string;

  @Field(() => [ApiScope], { nullable: true, description: 'READ_PRODUCTS only (the default).' })
  scopes?: ApiScopeValue[] | null;

  @Field(() => Int, { nullable: true, description: 'Days until it expires, 1 to 365 (default 90).' })
  expiresInDays?: number | null;
}

export function toApiTokenType(t: ApiTokenEntity): ApiTokenType {
  return {
    id: t.id,
    name: t.name,
    kind: t.kind as ApiTokenKind,
    userId: t.userId,
    scopes: scopeList(t.scopes),
    last4: t.last4,
    createdAt: t.createdAt,
    expiresAt: t.expiresAt,
    lastUsedAt: t.lastUsedAt,
  };
}
