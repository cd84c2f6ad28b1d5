import type { SessionEntity } from './session.entity';
import type { UserEntity } from '../users/user.entity';

/** Sets or clears the session cookie of the current HTTP response (a no-op on a websocket). */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * What a service needs to know about the caller, whichever transport brought the call: resolved
 * once per request (HTTP) or per connection (graphql-ws).
 */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  session: SessionEntity | null;
  /** The session's user, verified or not. */
  user: UserEntity | null;
  cookies: SessionCookieJar;
}
