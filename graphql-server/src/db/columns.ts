import type { ColumnOptions } from 'typeorm';

/**
 * Column shapes that mean the same on SQLite and MySQL/MariaDB: string ids as varchar(36) (a
 * `uuid` type becomes a native type on MariaDB) and datetimes with milliseconds (MariaDB drops
 * them otherwise).
 */
export const idColumn = (name = 'id') => ({ name, type: 'varchar' as const, length: 36 });
export const dateColumn = (name: string, nullable = false): ColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  nullable,
});
