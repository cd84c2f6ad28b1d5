import type { RoleValue } from './permissions';

/**
 * The signed-in account, as core's rules read it (permissions.ts, guards.ts). The users module widens
 * it to its whole row (modules/users/user.entity.ts merges UserEntity into it, as Express's
 * `Request.user` is widened by an app), so a service reads every column of its caller while core
 * names no module.
 */
export interface ContextUser {
  id: string;
  role: RoleValue;
  isVerified: boolean;
}

/** The signed-in browser, as the services read it: a SessionEntity of modules/auth. */
export interface ContextSession {
  id: string;
  userId: string;
}

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
  session: ContextSession | null;
  /** The session's user, verified or not. */
  user: ContextUser | null;
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
  /** When it stops working: a socket it opened is closed then (http/graphql-ws-server.ts). */
  expiresAt: Date;
  /** The scopes in force now: `moderate` is dropped once its owner is no longer staff. */
  scopes: readonly string[];
  /** Whether the token still works (not revoked, not expired): subscriptions end when it stops. */
  isLive(): Promise<boolean>;
}
