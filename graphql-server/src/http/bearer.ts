import type { IncomingMessage } from 'node:http';

/**
 * The secret of `Authorization: Bearer <token>` (an API token, modules/tokens), or null when the
 * request has no bearer credentials. Bearer calls carry no ambient credentials: they skip the
 * Origin check and CSRF header, never read or set the session cookie, and may get CORS.
 */
export function bearerSecret(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(header);
  return m ? m[1] : null;
}

/** The same from graphql-ws's connection_init payload `{ "authorization": "Bearer …" }`. */
export function bearerFromParams(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const value = params?.authorization ?? params?.Authorization;
  if (typeof value !== 'string') return null;
  const m = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(value);
  return m ? m[1] : null;
}
