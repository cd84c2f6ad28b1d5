import mysql2 from 'mysql2';
import type { Connection, Pool, PoolConnection, PoolOptions } from 'mysql2';
import { DatabaseUnavailableError } from './db-errors';
import { currentDbWork } from './work-context';

/**
 * mysql2 as TypeORM's mysql driver sees it (the `driver` option), with the time limits mysql2's
 * pool lacks:
 *
 * - acquire timeout: a request waits at most `acquireTimeoutMs` for a pooled connection;
 * - statement time limit: each connection runs with MariaDB's `max_statement_time` (MySQL:
 *   `max_execution_time`, SELECTs only), so the server itself interrupts a statement past the
 *   limit (error 1969) and the connection stays usable. A frozen or unreachable server answers
 *   nothing at all, so the client gives up too, `CLIENT_GRACE_MS` later: it fails the statement,
 *   drops the connection from the pool and, on a side connection, KILLs its server thread so
 *   the server stops the work and rolls back its transaction when it can;
 * - abandoned work: when the HTTP client that started the work disconnected (work-context.ts),
 *   or the stopping server cancelled it, its running read is given up the same way, and its
 *   further reads fail at once.
 *
 * TypeORM runs everything through `connection.query` (never `execute`), which is what is wrapped.
 * A connection that was given up is never handed out again, so a KILL cannot hit other work.
 */
export interface MysqlLimits {
  statementTimeoutMs: number;
  acquireTimeoutMs: number;
}

/** How much longer than the server's own limit the client waits before it gives a statement up. */
export const CLIENT_GRACE_MS = 1000;

type Callback = (err: Error | null, ...rest: unknown[]) => void;

/** mysql2's pool keeps waiters here; we take a timed-out waiter out (private API, used defensively). */
interface PoolInternals {
  _connectionQueue?: { length: number; get(i: number): unknown; removeOne(i: number): void };
}

const POOL_ONLY_OPTIONS = [
  'waitForConnections',
  'connectionLimit',
  'maxIdle',
  'idleTimeout',
  'queueLimit',
  'resetOnRelease',
];
const WAITER = Symbol('guarded waiter');

export function guardedMysql2(limits: MysqlLimits): typeof mysql2 {
  return {
    ...mysql2,
    createPool: ((options: PoolOptions) =>
      guardPool(mysql2.createPool(options), options, limits)) as typeof mysql2.createPool,
  };
}

function guardPool(pool: Pool, options: PoolOptions, limits: MysqlLimits): Pool {
  const connectionOptions: Record<string, unknown> = { ...options };
  for (const key of POOL_ONLY_OPTIONS) delete connectionOptions[key];
  const killer = new ThreadKiller(connectionOptions, limits.acquireTimeoutMs);

  pool.on('connection', (conn) => guardConnection(conn, limits, killer));

  const getConnection = pool.getConnection.bind(pool) as (cb: Callback) => void;
  (pool as unknown as { getConnection: (cb: Callback) => void }).getConnection = (cb: Callback) => {
    // mysql2 re-enters getConnection with a queued waiter when a connection left the pool
    if ((cb as { [WAITER]?: true })[WAITER]) return getConnection(cb);
    let settled = false;
    const waiter = ((err: Error | null, conn?: PoolConnection) => {
      if (settled) {
        conn?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (err) cb(err);
      else cb(null, conn);
    }) as Callback & { [WAITER]?: true };
    waiter[WAITER] = true;
    const timer = setTimeout(() => {
      settled = true;
      removeWaiter(pool, waiter);
      cb(
        new DatabaseUnavailableError(
          'DB_ACQUIRE_TIMEOUT',
          `No database connection within ${limits.acquireTimeoutMs} ms`,
        ),
      );
    }, limits.acquireTimeoutMs);
    getConnection(waiter);
  };
  return pool;
}

function removeWaiter(pool: Pool, waiter: unknown): void {
  const queue = (pool as unknown as PoolInternals)._connectionQueue;
  if (!queue || typeof queue.get !== 'function') return;
  for (let i = 0; i < queue.length; i++) {
    if (queue.get(i) === waiter) {
      queue.removeOne(i);
      return;
    }
  }
}

interface GuardState {
  /** The statements of this connection that still wait for their answer. */
  pending: Set<(err: Error) => void>;
  /** The limit the server session was last told, in ms (0: none). */
  serverLimitMs?: number;
  givenUp: boolean;
}

function guardConnection(conn: PoolConnection, limits: MysqlLimits, killer: ThreadKiller): void {
  const state: GuardState = { pending: new Set(), givenUp: false };
  const query = conn.query.bind(conn) as (sql: unknown, values: unknown, cb?: Callback) => unknown;

  /** Stops using this connection: fails what waits on it, drops it from the pool, ends its server thread. */
  const giveUp = (err: Error) => {
    if (state.givenUp) return;
    state.givenUp = true;
    for (const fail of [...state.pending]) fail(err);
    const threadId = conn.threadId;
    conn.destroy();
    (conn as unknown as { stream?: { destroy?: () => void } }).stream?.destroy?.();
    if (threadId) killer.kill(threadId);
  };

  const applyServerLimit = (ms: number) => {
    if (state.serverLimitMs === ms) return;
    state.serverLimitMs = ms;
    const sql = isMariaDb(conn)
      ? `SET SESSION max_statement_time = ${ms / 1000}`
      : `SET SESSION max_execution_time = ${ms}`;
    // Queued before the caller's statement on the same connection; a failure (an old server
    // without the variable) leaves the client-side limit, which covers everything anyway.
    query(sql, undefined, () => {});
  };

  (conn as unknown as { query: unknown }).query = (sql: unknown, values?: unknown, cb?: Callback): unknown => {
    if (typeof values === 'function') {
      cb = values as Callback;
      values = undefined;
    }
    if (typeof cb !== 'function') return query(sql, values, cb);
    const done = cb;
    const work = currentDbWork();
    // Only reads are abandoned: a write the client started runs to its end (or its limit), so a
    // disconnect never leaves half of a non-transactional sequence of writes behind.
    const signal = isRead(sql) ? work?.signal : undefined;
    const limitMs = work?.unlimited ? 0 : limits.statementTimeoutMs;

    let finished = false;
    let timer: NodeJS.Timeout | undefined;
    const finish: Callback = (err, ...rest) => {
      if (finished) return;
      finished = true;
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      state.pending.delete(finish);
      done(err, ...rest);
    };
    const onAbort = () => giveUp(abandoned(signal!));
    state.pending.add(finish);

    if (state.givenUp || signal?.aborted) {
      // The connection may be inside a transaction: giving it up (server-side KILL) rolls that back.
      const err = state.givenUp
        ? new DatabaseUnavailableError('DB_STATEMENT_TIMEOUT', 'The connection was given up')
        : abandoned(signal!);
      giveUp(err);
      finish(err); // when it had been given up before
      return undefined;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    if (limitMs > 0) {
      timer = setTimeout(
        () =>
          giveUp(
            new DatabaseUnavailableError(
              'DB_STATEMENT_TIMEOUT',
              `The database did not answer within ${limitMs + CLIENT_GRACE_MS} ms`,
            ),
          ),
        limitMs + CLIENT_GRACE_MS,
      );
    }
    applyServerLimit(limitMs);
    return query(sql, values, finish);
  };
}

/** Why abandoned work fails: the stop's own reason when the stop cancelled it (http/drain.ts), else its client went away. */
function abandoned(signal: AbortSignal): DatabaseUnavailableError {
  const reason: unknown = signal.reason;
  return reason instanceof DatabaseUnavailableError
    ? reason
    : new DatabaseUnavailableError('DB_CLIENT_GONE', 'The client went away');
}

const READ = /^\s*\(?\s*(SELECT|WITH|SHOW)\b/i;

function isRead(sql: unknown): boolean {
  const text = typeof sql === 'string' ? sql : (sql as { sql?: unknown } | null)?.sql;
  return typeof text === 'string' && READ.test(text);
}

function isMariaDb(conn: PoolConnection): boolean {
  const c = conn as unknown as { _isMariaDB?: boolean; _handshakePacket?: { serverVersion?: string } };
  return c._isMariaDB ?? /mariadb/i.test(c._handshakePacket?.serverVersion ?? '');
}

/**
 * Ends server threads of connections the pool gave up, over a short-lived side connection (the
 * pool may be full of exactly the statements to stop). Best effort: a frozen server is also
 * released from its work when it resumes and finds the client socket closed.
 */
class ThreadKiller {
  constructor(
    private readonly options: Record<string, unknown>,
    private readonly timeoutMs: number,
  ) {}

  kill(threadId: number): void {
    let side: Connection;
    try {
      side = mysql2.createConnection({ ...this.options, connectTimeout: this.timeoutMs });
    } catch {
      return;
    }
    const close = () => {
      clearTimeout(timer);
      side.destroy();
    };
    const timer = setTimeout(close, this.timeoutMs * 2);
    side.on('error', close);
    side.query(`KILL ${Number(threadId)}`, () => {
      clearTimeout(timer);
      side.end(() => {});
    });
  }
}
