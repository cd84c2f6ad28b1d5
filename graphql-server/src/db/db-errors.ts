import { AppError, unavailable } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { currentScope } from '../lib/request-scope';

/**
 * Which database failures mean "the database cannot serve right now" (answered 503 "Service
 * temporarily unavailable", never with driver or SQL text) as opposed to a bug (500).
 */

/**
 * Our own driver guard's errors (see mysql-guard.ts): the pool had no connection in time, a
 * statement ran too long, the client went away, the stopping server cancelled the work.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly code: 'DB_ACQUIRE_TIMEOUT' | 'DB_STATEMENT_TIMEOUT' | 'DB_CLIENT_GONE' | 'DB_STOPPING',
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

const UNAVAILABLE_CODES = new Set([
  // mysql2: the server is unreachable, went away or did not answer the handshake in time
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // MariaDB max_statement_time (1969), MySQL max_execution_time (3024), KILL QUERY (1317),
  // innodb_lock_wait_timeout (1205), too many connections (1040), shutdown (1053), KILL (1927)
  'ER_STATEMENT_TIMEOUT',
  'ER_QUERY_TIMEOUT',
  'ER_QUERY_INTERRUPTED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  // SQLite: another connection held the lock for longer than the busy timeout
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  'DB_ACQUIRE_TIMEOUT',
  'DB_STATEMENT_TIMEOUT',
  'DB_CLIENT_GONE',
  'DB_STOPPING',
]);

const UNAVAILABLE_ERRNOS = new Set([1969, 3024, 1317, 1205, 1040, 1053, 1927]);

/** The driver error inside TypeORM's QueryFailedError (or the error itself), up to a few `cause` links deep. */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as Record<string, unknown>;
    yield e;
    current = e.driverError ?? e.cause;
  }
}

/** A timeout, a lost or refused connection, an interrupted statement: the database, not the request, is at fault. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.errno === 'number' && UNAVAILABLE_ERRNOS.has(e.errno) && typeof e.sqlState === 'string') return true;
    // mysql2 marks errors that leave the connection unusable (lost socket, closed state) as fatal
    if (e.fatal === true) return true;
  }
  return false;
}

/** Our guard stopped the statement because its client went away (TypeORM wraps it in a QueryFailedError). */
export function isClientGone(err: unknown): boolean {
  for (const e of chain(err)) if (e instanceof DatabaseUnavailableError && e.code === 'DB_CLIENT_GONE') return true;
  return false;
}

/** The reason the stop aborts the work still running at its deadline (http/drain.ts). */
export function stopCancellation(): DatabaseUnavailableError {
  return new DatabaseUnavailableError('DB_STOPPING', 'The server is stopping');
}

/**
 * Whether the current work (a request, lib/request-scope.ts) was cancelled by the stopping server.
 * Whatever it then fails with (a read given up, the pool closed under a late statement, GraphQL
 * already stopped) is the stop's doing, expected, and no fault to log as an error.
 */
export function cancelledByStop(): boolean {
  const reason: unknown = currentScope()?.signal?.reason;
  return reason instanceof DatabaseUnavailableError && reason.code === 'DB_STOPPING';
}

/**
 * What a client is told: a database that is down, frozen or too slow becomes unavailable() (503),
 * and so does any unforeseen failure of work the stop cancelled (the stop logs one line for all of
 * them); anything else passes through unchanged. The operator gets one log line with the driver's
 * code (none for a client that went away).
 */
export function mapDatabaseError(err: unknown, logger?: Logger): unknown {
  if (!(err instanceof AppError) && cancelledByStop()) return unavailable();
  if (!isDatabaseUnavailable(err)) return err;
  if (logger) {
    const codes = [...chain(err)].map((e) => e.code).filter((c) => typeof c === 'string');
    if (!codes.includes('DB_CLIENT_GONE')) logger.warn(`database unavailable: ${codes[0] ?? (err as Error).message}`);
  }
  return unavailable();
}

/** A unique index refused the row (MariaDB ER_DUP_ENTRY, SQLite's UNIQUE/PRIMARY KEY constraint): a conflict, not a fault. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e?.driverError?.code ?? e?.code;
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}
