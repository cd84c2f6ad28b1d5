import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * When a member accepted the terms and conditions (`terms_accepted_at`, null until then) and which
 * ones (`terms_version`, the terms' "last updated" date, e.g. 2025-03-28), so that changed terms
 * can be asked again (docs/product.md#accounts).
 */
export class TermsAccepted1700000000022 implements MigrationInterface {
  name = 'TermsAccepted1700000000022';

  async up(q: QueryRunner): Promise<void> {
    // Idempotent: a database that already has a column keeps it.
    if (!(await q.hasColumn('users', 'terms_accepted_at'))) {
      await q.addColumn(
        'users',
        new TableColumn({ name: 'terms_accepted_at', type: 'datetime', precision: 3, isNullable: true }),
      );
    }
    if (!(await q.hasColumn('users', 'terms_version'))) {
      await q.addColumn(
        'users',
        new TableColumn({ name: 'terms_version', type: 'varchar', length: '10', isNullable: true }),
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['terms_version', 'terms_accepted_at']) {
      if (await q.hasColumn('users', name)) await q.dropColumn('users', name);
    }
  }
}
