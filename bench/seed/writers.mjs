// Writing rows to either database: one table writer per database (multi-row INSERTs, explicit
// transactions) and insertAll, which batches any number of rows through one.
import { requireApp } from './app-code.mjs';

/** 'YYYY-MM-DD HH:MM:SS.mmm' (UTC): how TypeORM writes datetime(3) on both databases. */
export const sqlDate = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/** One table writer per database: multi-row INSERTs, explicit transactions. */
export async function mysqlWriter(connection) {
  const mysql = requireApp('mysql2/promise');
  const conn = await mysql.createConnection({ ...connection, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  return {
    batch: 1000,
    async insert(table, columns, rows) {
      if (!rows.length) return;
      const one = `(${columns.map(() => '?').join(',')})`;
      await conn.query(
        `INSERT INTO ${table} (${columns.join(',')}) VALUES ${rows.map(() => one).join(',')}`,
        rows.flat(),
      );
    },
    begin: () => conn.query('START TRANSACTION'),
    commit: () => conn.query('COMMIT'),
    close: () => conn.end(),
  };
}

export function sqliteWriter(file) {
  const Database = requireApp('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const statements = new Map();
  return {
    // SQLite binds at most 32,766 values a statement.
    batch: 500,
    async insert(table, columns, rows) {
      if (!rows.length) return;
      const key = `${table}:${rows.length}`;
      let stmt = statements.get(key);
      if (!stmt) {
        const one = `(${columns.map(() => '?').join(',')})`;
        stmt = db.prepare(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${rows.map(() => one).join(',')}`);
        statements.set(key, stmt);
      }
      stmt.run(rows.flat());
    },
    begin: async () => db.exec('BEGIN'),
    commit: async () => db.exec('COMMIT'),
    close: async () => db.close(),
  };
}

/** Inserts `rows` (an iterable) in batches, `perTransaction` batches to a transaction. */
export async function insertAll(w, table, columns, rows, perTransaction = 10, onBatch = () => {}) {
  let batch = [];
  let inTx = 0;
  const flush = async () => {
    if (!inTx) await w.begin();
    await w.insert(table, columns, batch);
    onBatch(batch.length);
    batch = [];
    if (++inTx >= perTransaction) {
      await w.commit();
      inTx = 0;
    }
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= w.batch) await flush();
  }
  if (batch.length) await flush();
  if (inTx) await w.commit();
}
