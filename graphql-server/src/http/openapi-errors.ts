import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { ANY_TOKEN, SESSION_ONLY } from '../core/scopes';
import type { DeclaredRoute } from '../core/rest/rest-route';
import { ErrorBody } from '../core/rest/rest-schemas';

/**
 * The 4xx (and 503) answers of each operation, read off what its route declares, so that a new
 * route documents them without writing them: every call may carry a bad token (401); a scope, an
 * account-only route or a state-changing call can be refused (403); a body or a query is validated
 * (400) and a body can be too large or of the wrong type (413, 415); a path with an id names
 * something that may not exist (404); token calls and the public (sign-in) routes are throttled
 * (429); any call may find the database or Redis down (503); a route that says when it answers 409
 * (`conflict`) declares it. Anything else (500) is the `default` answer, with the same Error schema.
 */

const WHY: Record<number, string> = {
  400: 'The input is refused (`BAD_USER_INPUT` with `fields`, or `EMAIL_NOT_VERIFIED`).',
  401: 'No valid session or token (`UNAUTHENTICATED`), or a token that is malformed, revoked or expired.',
  403: 'Not allowed (`FORBIDDEN`): a token without the scope (`requiredScope`), a role, or a cross-site call.',
  404: 'Nothing with that id (`NOT_FOUND`).',
  413: 'The body is too large (`PAYLOAD_TOO_LARGE`).',
  415: 'The body is not of the declared type (`UNSUPPORTED_MEDIA_TYPE`).',
  429: 'Too many calls (`RATE_LIMITED`): try again after `Retry-After` seconds.',
  503: 'A backing service is down (`SERVICE_UNAVAILABLE`): try again, after `Retry-After` seconds when given.',
};

/** The statuses an operation declares, in order. */
export function errorStatuses({ method, spec }: DeclaredRoute): number[] {
  const statuses = new Set<number>([401]);
  const tokenMayCall = spec.scope !== SESSION_ONLY;
  if (spec.body || spec.query || spec.multipart) statuses.add(400);
  if (!spec.public || spec.scope !== ANY_TOKEN || method !== 'get') statuses.add(403);
  if (Object.keys(spec.params.shape).length) statuses.add(404);
  if (spec.conflict) statuses.add(409);
  if (spec.body || spec.multipart) {
    statuses.add(413);
    statuses.add(415);
  }
  if (tokenMayCall || spec.public) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

export function errorResponses(route: DeclaredRoute): Record<string, ResponseConfig> {
  const error = { 'application/json': { schema: ErrorBody } };
  return Object.fromEntries(
    errorStatuses(route).map((status) => {
      const description = status === 409 ? `\`CONFLICT\`: ${route.spec.conflict}` : WHY[status];
      return [String(status), { description, content: error }];
    }),
  );
}

/** Everything else: 500 for a bug. */
export const otherErrors: ResponseConfig = {
  description: 'Another error (500 `INTERNAL_SERVER_ERROR`), with the same body.',
  content: { 'application/json': { schema: ErrorBody } },
};
