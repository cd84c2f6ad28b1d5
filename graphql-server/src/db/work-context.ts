import { type RequestScope, currentScope, withScope } from '../lib/request-scope';
import type { SingleFlight } from '../lib/single-flight';
import { isClientGone } from './db-errors';

/**
 * What the database guard (mysql-guard.ts) knows about the work a statement belongs to, carried
 * through async calls so that services need not pass it along. An HTTP request's signal is set
 * by requestLog (http/request-log.ts), aborted when its client goes away before the answer.
 */
export type DbWork = Pick<RequestScope, 'signal' | 'unlimited'>;

// The request scope's storage (lib/request-scope.ts): one context per request, shared with the logger.
export function currentDbWork(): DbWork | undefined {
  return currentScope();
}

export function withoutStatementLimit<T>(fn: () => T): T {
  return withScope({ unlimited: true }, fn);
}

/**
 * A read other requests join through SingleFlight: it runs with a signal of its own, aborted only
 * once every request waiting for it has gone, so one client's disconnect stops it only when
 * nobody else still waits for the answer.
 */
export function sharedRead<T>(flights: SingleFlight<T>, key: string, read: () => Promise<T>): Promise<T> {
  return flights.run(key, (signal) => withScope({ signal }, read), currentDbWork()?.signal);
}

/**
 * A read other requests may join without telling it (the count cache shares a count's promise).
 * It runs in the scope of the request that started it, so that request's disconnect still stops
 * it (nobody else may be waiting). A joiner that is still connected then reads again itself,
 * instead of failing with the other client's "went away".
 */
export async function joinableRead<T>(read: () => Promise<T>): Promise<T> {
  const mine = currentDbWork()?.signal;
  try {
    return await read();
  } catch (err) {
    if (isClientGone(err) && !mine?.aborted) return read();
    throw err;
  }
}
