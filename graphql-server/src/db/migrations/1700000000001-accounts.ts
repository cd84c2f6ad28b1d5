import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Dialect-neutral through the QueryRunner Table API: the same migration builds SQLite and
// MySQL/MariaDB tables. Never `synchronize`.
//
// Complete on re-run: MySQL/MariaDB commits each DDL statement by itself, so a start killed between
// two tables leaves the first. Each table is one CREATE TABLE with its indexes and foreign keys,
// skipped when the table exists (`createTable(table, true)`): the next start creates the rest.
const id = (name = 'id', primary = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: primary,
});
const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});
const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const cascadeTo = (table: string, column = 'user_id') => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

export class Accounts1700000000001 implements MigrationInterface {
  name = 'Accounts1700000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          id('id', true),
          str('college_id', 32),
          str('college_id_key', 32),
          str('name', 100),
          str('email', 254),
          str('email_key', 254),
          str('password_hash', 255),
          { ...str('role', 16), default: "'user'" },
          { name: 'is_verified', type: 'boolean', default: false },
          str('profile_pic', 500, true),
          str('banner_pic', 500, true),
          str('phone_number', 20, true),
          str('whatsapp_number', 20, true),
          str('instagram_handle', 30, true),
          str('block_address', 200, true),
          { name: 'show_contact_details', type: 'boolean', default: false },
          date('created_at'),
          date('updated_at'),
        ],
        indices: [
          { name: 'UQ_users_college_id_key', columnNames: ['college_id_key'], isUnique: true },
          { name: 'UQ_users_email_key', columnNames: ['email_key'], isUnique: true },
          { name: 'IDX_users_role', columnNames: ['role'] },
        ],
      }),
      true,
    );

    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          id('id', true),
          str('token_hash', 64),
          id('user_id'),
          date('created_at'),
          date('last_seen_at'),
          date('expires_at'),
          str('ip', 64, true),
          str('user_agent', 255, true),
        ],
        indices: [
          { name: 'UQ_sessions_token_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'IDX_sessions_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [cascadeTo('users')],
      }),
      true,
    );

    await q.createTable(
      new Table({
        name: 'email_codes',
        columns: [
          id('user_id', true),
          str('code_hash', 64, true),
          date('expires_at', true),
          str('sent_to', 254, true),
          date('sent_at', true),
          date('hour_window_start', true),
          { name: 'hour_sends', type: 'int', default: 0 },
          { name: 'wrong_tries', type: 'int', default: 0 },
          str('wrong_tries_day', 10, true),
          date('updated_at'),
        ],
        foreignKeys: [cascadeTo('users')],
      }),
      true,
    );

    await q.createTable(
      new Table({
        name: 'reset_tokens',
        columns: [id('id', true), str('token_hash', 64), id('user_id'), date('created_at'), date('expires_at')],
        indices: [
          { name: 'UQ_reset_tokens_token_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'IDX_reset_tokens_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [cascadeTo('users')],
      }),
      true,
    );

    await q.createTable(
      new Table({
        name: 'roster',
        columns: [
          { ...str('college_id_key', 32), isPrimary: true },
          str('college_id', 32),
          str('name', 100),
          date('updated_at'),
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['roster', 'reset_tokens', 'email_codes', 'sessions', 'users']) {
      await q.dropTable(table, true);
    }
  }
}
