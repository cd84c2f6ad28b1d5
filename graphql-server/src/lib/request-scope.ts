import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a piece of work belongs to: its id (X-Request-Id) and, on /graphql, its operation. */
export interface RequestInfo {
  id: string;
  /** A GraphQL request's operation, set by the GraphQL plugin (http/graphql-observe.ts) for the request's log line. */
  graphql?: { operationName: string | null; operationType: string | null };
  /**
   * Set when the request reached the services (http/request-context-middleware.ts): its handler then runs to
   * its answer even after its client went away, and a stop waits for that (http/request-log.ts).
   */
  reachedServices?: boolean;
}

/**
 * What travels with a request through every async call, so that neither services nor the database
 * layer pass it along: the request (every log line it causes carries its id) and the database's
 * controls (db/work-context.ts: abandon on disconnect, no statement limit for migrations).
 * One AsyncLocalStorage for all of it; each layer adds its part with `withScope`.
 */
export interface RequestScope {
  request?: RequestInfo;
  /** Aborted when the HTTP client disconnected before its answer was sent. */
  signal?: AbortSignal;
  /** No statement time limit (migrations: an index build on a big table takes minutes). */
  unlimited?: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

export function currentRequest(): RequestInfo | undefined {
  return storage.getStore()?.request;
}

/** Runs `fn` with `patch` added to the current scope (what the outer layers set stays). */
export function withScope<T>(patch: RequestScope, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...patch }, fn);
}

/** Runs `fn` in exactly `scope` (nothing of the caller's scope). */
export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}
