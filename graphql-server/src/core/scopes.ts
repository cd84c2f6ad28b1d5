/**
 * What an API token may do (docs/product.md#api-tokens). The REST spelling ("read:products") is the
 * value stored and answered; GraphQL names the same values READ_PRODUCTS etc. (modules/tokens/api-token.types.ts).
 */
export const API_SCOPES = [
  'read:products',
  'write:products',
  'read:wishlist',
  'write:wishlist',
  'read:notifications',
  'write:notifications',
  'read:saved-searches',
  'write:saved-searches',
  'write:reports',
  'read:messages',
  'write:messages',
  'moderate',
] as const;

export type ApiScopeValue = (typeof API_SCOPES)[number];

/**
 * What an operation declares (one declaration per GraphQL field or REST route, next to it):
 * - a scope: a token must hold it;
 * - ANY_TOKEN: any valid token may call it (public reads such as the categories, or `me`);
 * - SESSION_ONLY: account management (sign-in, password, email, profile, tokens, role requests),
 *   refused to every token whatever its scopes.
 */
export const ANY_TOKEN = 'any-token';
export const SESSION_ONLY = 'session-only';
export type DeclaredScope = ApiScopeValue | typeof ANY_TOKEN | typeof SESSION_ONLY;

/** The only scope an app token (no student behind it) may hold. */
export const APP_TOKEN_SCOPES: readonly ApiScopeValue[] = ['read:products'];

/** Only staff may grant `moderate`; it lapses when the role is lost (modules/tokens/api-tokens.service.ts). */
export const STAFF_ONLY_SCOPES: readonly ApiScopeValue[] = ['moderate'];

export function isApiScope(v: unknown): v is ApiScopeValue {
  return typeof v === 'string' && (API_SCOPES as readonly string[]).includes(v);
}
