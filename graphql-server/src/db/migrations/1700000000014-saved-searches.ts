import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Each table one CREATE TABLE, skipped when it exists (complete on re-run, like the accounts
// migration). The column types mean the same on SQLite and MySQL/MariaDB, so neither branches.
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
const text = (name: string, length: number): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: true,
});
const cascade = (column: string, table: string) => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

/**
 * Saved searches (docs/product.md#saved-searches) and their alerts' state, kept in the database
 * so that batching survives a restart and several instances share it:
 * - `saved_searches.due_at`: when the next alert may go out (null: nothing waits); the worker
 *   finds due rows by its index and claims one with a conditional UPDATE on it;
 * - `next_alert_at`: the end of the quiet interval after the last alert sent;
 * - `saved_search_hits`: which listing matched which search (the pair is the key, so a listing
 *   approved again after an edit alerts once), and whether its alert went out (`sent_at`).
 */
export class SavedSearches1700000000014 implements MigrationInterface {
  name = 'SavedSearches1700000000014';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'saved_searches',
        columns: [
          id('id', true),
          id('user_id'),
          { name: 'name', type: 'varchar', length: '80' },
          text('search', 200),
          text('category', 16),
          text('item_condition', 16),
          { name: 'min_paise', type: 'int', isNullable: true },
          { name: 'max_paise', type: 'int', isNullable: true },
          date('created_at'),
          date('last_alert_at', true),
          date('next_alert_at', true),
          date('due_at', true),
        ],
        indices: [
          // A user's list, newest first (and their count against the limit).
          { name: 'IDX_saved_searches_user_created', columnNames: ['user_id', 'created_at'] },
          // The alert worker: the due ones.
          { name: 'IDX_saved_searches_due', columnNames: ['due_at'] },
        ],
        foreignKeys: [cascade('user_id', 'users')],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'saved_search_hits',
        columns: [id('saved_search_id', true), id('product_id', true), date('created_at'), date('sent_at', true)],
        indices: [
          // The unsent hits of one search.
          { name: 'IDX_saved_search_hits_sent', columnNames: ['saved_search_id', 'sent_at'] },
          // A deleted product cascades out.
          { name: 'IDX_saved_search_hits_product', columnNames: ['product_id'] },
        ],
        foreignKeys: [cascade('saved_search_id', 'saved_searches'), cascade('product_id', 'products')],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('saved_search_hits', true);
    await q.dropTable('saved_searches', true);
  }
}
