import type { DataSource } from 'typeorm';
import type { PoolStats } from '../lib/metrics';

/** mysql2's pool keeps its connections and waiters in these queues (private API, read defensively). */
interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/**
 * What the connection pool is doing, for the metrics: on MariaDB/MySQL read from mysql2's pool;
 * SQLite has one connection that statements use synchronously, so nothing is ever seen in use
 * or waiting between two statements.
 */
export function poolStats(db: DataSource, poolSize: number): () => PoolStats {
  if (db.options.type !== 'mysql' && db.options.type !== 'mariadb') return () => ({ inUse: 0, waiting: 0, max: 1 });
  return () => {
    const pool = (db.driver as unknown as { pool?: Mysql2PoolInternals }).pool;
    const all = pool?._allConnections?.length ?? 0;
    const free = pool?._freeConnections?.length ?? 0;
    return {
      inUse: Math.max(0, all - free),
      waiting: pool?._connectionQueue?.length ?? 0,
      max: pool?.config?.connectionLimit ?? poolSize,
    };
  };
}
