import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const id = (name: string, nullable = false, primary = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: primary,
  isNullable: nullable,
});
const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});

/**
 * API tokens (docs/product.md#api-tokens): only the SHA-256 of the secret (unique: the lookup of
 * every bearer call), the owner (null for an app token; a deleted user takes their tokens along).
 */
export class ApiTokens1700000000017 implements MigrationInterface {
  name = 'ApiTokens1700000000017';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          id('id', false, true),
          { name: 'kind', type: 'varchar', length: '8' },
          id('user_id', true),
          id('created_by', true),
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'scopes', type: 'varchar', length: '255' },
          { name: 'last4', type: 'varchar', length: '4' },
          date('created_at'),
          date('expires_at'),
          date('last_used_at', true),
        ],
        uniques: [{ name: 'UQ_api_tokens_hash', columnNames: ['token_hash'] }],
        // A user's list, newest first.
        indices: [{ name: 'IDX_api_tokens_user_created', columnNames: ['user_id', 'created_at'] }],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('api_tokens', true);
  }
}
