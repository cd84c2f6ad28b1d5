import type { SessionEntity } from '../modules/auth/session.entity';
import type { UserEntity } from '../modules/users/user.entity';

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
  /**
   * The API token of a bearer call (modules/tokens), else null or absent (a session or nobody). A
   * bearer call never has a session: `user` is the token's owner (null for an app token).
   */
  token?: ApiTokenCaller | null;
}

/** What the rules need of a bearer call's token. */
export interface ApiTokenCaller {
  id: string;
  kind: 'user' | 'app';
  /** When it stops working: a socket it opened is closed then (graphql-ws-server.ts). */
  expiresAt: Date;
  /** The scopes in force now: `moderate` is dropped once its owner is no longer staff. */
  scopes: readonly string[];
  /** Whether the token still works (not revoked, not expired): subscriptions end when it stops. */
  isLive(): Promise<boolean>;
}
