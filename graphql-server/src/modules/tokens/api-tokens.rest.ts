import { z } from 'zod';
import type { ApiTokensService } from './api-tokens.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { MessageBody, timestamp } from '../../core/rest/rest-schemas';
import { CURRENT_PASSWORD_MESSAGES } from '../users';
import type { ApiTokenEntity } from './api-token.entity';
import { TOKEN_LIMITS, TOKEN_MESSAGES, scopeList } from './api-tokens.service';
import { ANY_TOKEN, API_SCOPES, SESSION_ONLY } from '../../core/scopes';

/*
 * The body's types only: names, scopes and days are checked by ApiTokensService (shared with
 * GraphQL), so an unknown scope is its 400 "Unknown scope …". A refused type answers the service's
 * wording for that field.
 */
/** The service's wording for an expiry that is not a whole number in range (validate, api-tokens.service.ts). */
const tokenFields = {
  name: z.string({ error: 'Give the token a name' }).meta({ description: `1 to ${TOKEN_LIMITS.nameMax} characters.` }),
  expiresInDays: z
    .number({ error: TOKEN_MESSAGES.expiry })
    .nullable()
    .meta({
      description: `Days until it stops working, ${TOKEN_LIMITS.minDays} to ${TOKEN_LIMITS.maxDays} (${TOKEN_LIMITS.defaultDays} when absent).`,
    }),
};
const scope = z
  .string({ error: (issue) => `Unknown scope ${JSON.stringify(issue.input)}` })
  .meta({ enum: [...API_SCOPES] });
const scopesField = (description: string) =>
  z.array(scope, { error: 'Choose at least one scope' }).nullable().meta({ description });

const NewTokenBody = z
  .object({
    ...tokenFields,
    scopes: scopesField('At least one; `moderate` only for moderators and admins (403 otherwise).'),
    currentPassword: z.string({ error: CURRENT_PASSWORD_MESSAGES.missing }).meta({
      description: "The signed-in user's password, asked again: a wrong one is a 400 and counts as a failed login.",
    }),
  })
  .partial()
  .meta({ id: 'NewApiToken', required: ['name', 'scopes', 'currentPassword'] });

const NewAppTokenBody = z
  .object({
    ...tokenFields,
    scopes: scopesField('Only `read:products` (the default when absent or null); anything else is 400.'),
  })
  .partial()
  .meta({ id: 'NewAppToken', required: ['name'] });

const RestApiToken = z
  .object({
    _id: z.string().meta({ description: 'The token record id (DELETE takes it).' }),
    name: z.string(),
    kind: z
      .enum(['user', 'app'])
      .meta({ description: "`user`: a student's token (cmk_…); `app`: an app token (cma_…)." }),
    userId: z.string().nullable().meta({ description: 'The owner; null for an app token.' }),
    scopes: z.array(z.enum(API_SCOPES)),
    last4: z.string().meta({ description: "The secret's last four characters, to tell tokens apart." }),
    createdAt: timestamp,
    expiresAt: timestamp,
    lastUsedAt: timestamp.nullable().meta({ description: 'Its last use, to the minute; null if never used.' }),
  })
  .meta({ id: 'ApiToken', description: 'An API token record: never the secret.' });

const CreatedToken = z
  .object({
    token: z
      .string()
      .meta({ description: 'The secret, for `Authorization: Bearer <token>`: answered this once only.' }),
    apiToken: RestApiToken,
  })
  .meta({ id: 'CreatedApiToken' });

const CurrentToken = z
  .object({ message: z.string(), apiToken: RestApiToken.omit({ last4: true }) })
  .meta({ id: 'CurrentApiToken' });

const TokenList = z.object({ apiTokens: z.array(RestApiToken) }).meta({ id: 'ApiTokenList' });

/** The REST shape: `_id` like every REST object, dates as ISO strings. */
function toRestApiToken(t: ApiTokenEntity): z.infer<typeof RestApiToken> {
  return {
    _id: t.id,
    name: t.name,
    kind: t.kind,
    userId: t.userId,
    scopes: scopeList(t.scopes),
    last4: t.last4,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt.toISOString(),
    lastUsedAt: t.lastUsedAt ? t.lastUsedAt.toISOString() : null,
  };
}

/** /api/v1/tokens and /api/v1/admin/...: thin adapters over ApiTokensService (sessions only). */
export function apiTokensRouter(services: { apiTokens: ApiTokensService }): RestRoutes {
  const { apiTokens } = services;
  const r = new RestRoutes('API tokens');
  const created = ({ token, apiToken }: Awaited<ReturnType<typeof apiTokens.create>>) => ({
    token,
    apiToken: toRestApiToken(apiToken),
  });

  // Every route here is account management: a token never makes or revokes tokens (SESSION_ONLY).
  r.post(
    '/tokens',
    {
      summary: 'Create a personal API token (the secret is answered once)',
      description: `Verified users, with their current password (400 \`fields.currentPassword\` when absent or wrong; a wrong one counts as a failed login). The owner is mailed. At most ${TOKEN_LIMITS.perUser} tokens per user (409).`,
      conflict: 'The caller has as many tokens as allowed.',
      scope: SESSION_ONLY,
      body: NewTokenBody,
      status: 201,
      response: CreatedToken,
    },
    async (ctx, { body }) => created(await apiTokens.create(ctx, body)),
  );

  r.get(
    '/tokens/current',
    {
      summary: 'The API token this call is made with',
      description: 'Any valid token, whatever its scopes; a session has no token to describe (400).',
      scope: ANY_TOKEN,
      response: CurrentToken,
    },
    async (ctx) => {
      const { last4: _last4, ...apiToken } = toRestApiToken(await apiTokens.current(ctx));
      return { message: TOKEN_MESSAGES.current, apiToken };
    },
  );

  r.get(
    '/tokens',
    { summary: "The caller's tokens, newest first", scope: SESSION_ONLY, response: TokenList },
    async (ctx) => ({ apiTokens: (await apiTokens.list(ctx)).map(toRestApiToken) }),
  );

  r.delete(
    '/tokens/:id',
    {
      summary: "Revoke one of the caller's tokens at once",
      description: "Another user's token is 404.",
      scope: SESSION_ONLY,
      response: MessageBody,
    },
    (ctx, { params }) => apiTokens.revoke(ctx, params.id),
  );

  r.post(
    '/admin/app-tokens',
    {
      summary: 'Create an app token, belonging to no student (admins)',
      scope: SESSION_ONLY,
      body: NewAppTokenBody,
      status: 201,
      response: CreatedToken,
    },
    async (ctx, { body }) => created(await apiTokens.createApp(ctx, body)),
  );

  r.get(
    '/admin/tokens',
    { summary: "Every token, students' and apps', newest first (admins)", scope: SESSION_ONLY, response: TokenList },
    async (ctx) => ({ apiTokens: (await apiTokens.listAll(ctx)).map(toRestApiToken) }),
  );

  r.delete(
    '/admin/tokens/:id',
    { summary: 'Revoke any token at once (admins)', scope: SESSION_ONLY, response: MessageBody },
    (ctx, { params }) => apiTokens.revokeAny(ctx, params.id),
  );

  return r;
}
