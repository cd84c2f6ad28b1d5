import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

// A type-only import: the codes are checked against the server's list when the web is typechecked,
// and the entry chunk, which holds this file, carries none of the generated limits.
import type { ErrorCode } from '../graphql/serverConstants';

/** Error codes of the contract (docs/rest.md#errors), generated from the server's list. */
export type { ErrorCode };

/** The codes the web gives a request that got no answer at all (no server said them). */
export type ClientErrorCode = 'OFFLINE' | 'UNREACHABLE';

export interface ErrorInfo {
  /** The server's words, else the caller's fallback. */
  message: string;
  code?: ErrorCode | ClientErrorCode | (string & {});
  /** Per-field messages keyed by input field name (BAD_USER_INPUT). */
  fields: Record<string, string>;
  retryAfterSeconds?: number;
}

/**
 * Whether an error (readError's answer, or a GraphQL error's extensions) carries `code`: one of the
 * server's codes or the web's own, so a code the server no longer has fails the typecheck.
 */
export function hasCode(error: { code?: string } | undefined, code: ErrorCode | ClientErrorCode): boolean {
  return error?.code === code;
}

export const UNEXPECTED = 'An unexpected error occurred';
/** What a request that never reached the server says, offline and online (docs/product.md#screens). */
export const OFFLINE = "You're offline. Check your connection and try again.";
export const UNREACHABLE = 'Campus Market could not be reached. Check your connection and try again.';

/**
 * A request that got no answer at all (fetch's TypeError: no network, the server unreachable), as
 * opposed to an answer that says no (a GraphQL error, an HTTP error status).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return false;
  return (
    error instanceof TypeError ||
    (error instanceof Error && /failed to fetch|network ?error|load failed/i.test(error.message))
  );
}

/** Whether a failure (or, without one, the browser) is offline: a failed request while the browser has no network. */
export function isOffline(error?: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return error === undefined || isNetworkFailure(error);
  return false;
}

function fromBody(bodyText: string): { message?: string; code?: string; fields?: Record<string, string> } {
  try {
    const body = JSON.parse(bodyText) as {
      message?: unknown;
      error?: unknown;
      errors?: { message?: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
    };
    const first = body.errors?.[0];
    if (first?.message)
      return { message: first.message, code: first.extensions?.code, fields: first.extensions?.fields };
    if (typeof body.message === 'string' && body.message) return { message: body.message };
    if (typeof body.error === 'string' && body.error) return { message: body.error };
  } catch {
    // Not JSON: fall back to the caller's message.
  }
  return {};
}

/**
 * Reads what the server said: the GraphQL error's message and extensions, else a REST-style
 * `{ message, error }` body, else the fallback (docs/product.md#screens, Errors: message, else error, else fallback).
 * Transport details such as "Failed to fetch" are never shown to the user: a request that got no
 * answer says the student is offline (OFFLINE) or the site could not be reached (UNREACHABLE).
 */
export function readError(error: unknown, fallback: string = UNEXPECTED): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const ext = (first?.extensions ?? {}) as { code?: string; fields?: unknown; retryAfterSeconds?: unknown };
    return {
      // A server fault's message ("Internal server error") tells the student nothing: the screen's own words.
      message: (!hasCode(ext, 'INTERNAL_SERVER_ERROR') && first?.message) || fallback,
      code: ext.code,
      fields: isFieldMap(ext.fields) ? ext.fields : {},
      retryAfterSeconds: typeof ext.retryAfterSeconds === 'number' ? ext.retryAfterSeconds : undefined,
    };
  }
  if (ServerError.is(error)) {
    const body = fromBody(error.bodyText);
    const retry = Number(error.response.headers.get('retry-after'));
    return {
      message: (!hasCode(body, 'INTERNAL_SERVER_ERROR') && body.message) || fallback,
      code: body.code ?? (error.statusCode === 429 ? ('RATE_LIMITED' satisfies ErrorCode) : undefined),
      fields: body.fields ?? {},
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    };
  }
  if (isNetworkFailure(error)) {
    const offline = isOffline(error);
    return {
      message: offline ? OFFLINE : UNREACHABLE,
      code: offline ? ('OFFLINE' satisfies ClientErrorCode) : ('UNREACHABLE' satisfies ClientErrorCode),
      fields: {},
    };
  }
  return { message: fallback, fields: {} };
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
