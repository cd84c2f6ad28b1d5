import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The roster may carry each student's college email: sign-up for a registration id that has one
 * must use that address, so nobody else can claim the id (and with it the student's real name).
 */
export class RosterEmail1700000000007 implements MigrationInterface {
  name = 'RosterEmail1700000000007';

  async up(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('roster', 'email')) return;
    await q.addColumn('roster', new TableColumn({ name: 'email', type: 'varchar', length: '254', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('roster', 'email');
  }
}
