import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload } from '../../core/graphql-types';
import type { ServiceContext } from '../../core/service-context';
import type { ApiTokensService } from './api-tokens.service';
import {
  ApiTokenType,
  CreateApiTokenInput,
  CreateAppTokenInput,
  CreatedApiTokenType,
  toApiTokenType,
} from './api-token.types';
import { RequireScope, SessionOnly } from '../../core/require-scope';
import { ANY_TOKEN } from '../../core/scopes';

/** The services these resolvers call. */
type ApiTokensContext = ServiceContext<{ apiTokens: ApiTokensService }>;

/** Thin adapter over ApiTokensService. Tokens are account management: sessions only. */
@Resolver()
export class ApiTokensResolver {
  @Query(() => [ApiTokenType], { description: "The signed-in verified user's API tokens, newest first." })
  @SessionOnly()
  async apiTokens(@Ctx() ctx: ApiTokensContext) {
    return (await ctx.services.apiTokens.list(ctx)).map(toApiTokenType);
  }

  @Query(() => ApiTokenType, {
    description: 'The API token this call is made with (BAD_USER_INPUT with a session: it has none).',
  })
  @RequireScope(ANY_TOKEN)
  async currentApiToken(@Ctx() ctx: ApiTokensContext) {
    return toApiTokenType(await ctx.services.apiTokens.current(ctx));
  }

  @Mutation(() => CreatedApiTokenType, {
    description:
      'Creates a personal API token; the secret is in the answer this once only. Verified users, with their current password; the owner is mailed.',
  })
  @SessionOnly()
  async createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: "The token's name, scopes and expiry." })
    input: CreateApiTokenInput,
    @Ctx() ctx: ApiTokensContext,
  ) {
    const { token, apiToken } = await ctx.services.apiTokens.create(ctx, input);
    return { token, apiToken: toApiTokenType(apiToken) };
  }

  @Mutation(() => MessagePayload, {
    description: "Revokes one of the caller's tokens at once (another's is NOT_FOUND).",
  })
  @SessionOnly()
  revokeApiToken(
    @Arg('id', () => ID, { description: 'The token record id.' }) id: string,
    @Ctx() ctx: ApiTokensContext,
  ) {
    return ctx.services.apiTokens.revoke(ctx, id);
  }

  @Mutation(() => CreatedApiTokenType, {
    description: 'Admins: a token for another campus app, owned by no student, with READ_PRODUCTS only.',
  })
  @SessionOnly()
  async createAppToken(
    @Arg('input', () => CreateAppTokenInput, { description: "The app token's name and expiry." })
    input: CreateAppTokenInput,
    @Ctx() ctx: ApiTokensContext,
  ) {
    const { token, apiToken } = await ctx.services.apiTokens.createApp(ctx, input);
    return { token, apiToken: toApiTokenType(apiToken) };
  }

  @Query(() => [ApiTokenType], { description: "Admins: every token, students' and apps', newest first." })
  @SessionOnly()
  async allApiTokens(@Ctx() ctx: ApiTokensContext) {
    return (await ctx.services.apiTokens.listAll(ctx)).map(toApiTokenType);
  }

  @Mutation(() => MessagePayload, { description: 'Admins: revokes any token.' })
  @SessionOnly()
  adminRevokeApiToken(
    @Arg('id', () => ID, { description: 'The token record id.' }) id: string,
    @Ctx() ctx: ApiTokensContext,
  ) {
    return ctx.services.apiTokens.revokeAny(ctx, id);
  }
}
