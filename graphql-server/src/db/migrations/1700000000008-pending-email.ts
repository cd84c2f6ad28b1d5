import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * An email change waits in `pending_email` until the code sent to it is verified (docs/product.md#accounts):
 * until then `email` stays the address that signs in and resets. `pending_email_key` is its
 * normalised form, the one the code's `email_codes.sent_to` must match. Not unique: two accounts
 * may ask for the same address; the unique `email_key` decides at the swap.
 */
export class PendingEmail1700000000008 implements MigrationInterface {
  name = 'PendingEmail1700000000008';

  async up(q: QueryRunner): Promise<void> {
    for (const name of ['pending_email', 'pending_email_key']) {
      // Idempotent: a database that already has the column keeps it.
      if (!(await q.hasColumn('users', name))) {
        await q.addColumn('users', new TableColumn({ name, type: 'varchar', length: '254', isNullable: true }));
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['pending_email_key', 'pending_email']) {
      if (await q.hasColumn('users', name)) await q.dropColumn('users', name);
    }
  }
}
