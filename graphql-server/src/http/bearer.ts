import type { IncomingMessage } from 'node:http';

/**
 * The secret of `Authorization: Bearer <token>` (an API token, modules/tokens), or null when the
 * request has no bearer credentials. Bearer calls carry no ambient credentials: they skip the
 * Origin check and CSRF header, never read or set the session cookie, and may get CORS.
 */
export function bearerSecret(req: IncomingMessage): string | null {
  return bearerOf(req.headers.authorization);
}

/** The same from graphql-ws's connection_init payload `{ "authorization": "Bearer …" }`. */
export function bearerFromParams(params: Readonly<Record<string, unknown>> | undefined): string | null {
  return bearerOf(params?.authorization ?? params?.Authorization);
}

/**
 * Any value of the Bearer scheme is a bearer call, whatever follows it: `Bearer` alone (an app
 * whose token variable was empty) or a secret with spaces in it is a bad token (401), never an
 * anonymous call. Other schemes are no bearer credentials.
 */
function bearerOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^[ \t]*Bearer(?![^ \t])(.*)$/i.exec(value);
  return m ? m[1].trim() : null;
}

const REALM = 'Campus Market';

/**
 * The `WWW-Authenticate` of every 401 (RFC 6750), REST and GraphQL alike: the bare challenge when
 * no credentials came (sign in, or send a token), `invalid_token` when a bearer token was refused.
 */
export function bearerChallenge(req: IncomingMessage): string {
  return bearerSecret(req) === null ? `Bearer realm="${REALM}"` : `Bearer realm="${REALM}", error="invalid_token"`;
}
