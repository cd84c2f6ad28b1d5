import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity lookups compare exactly (docs/product.md#accounts). Registration ids and emails are normalised in
 * code (NFKC, then case); the key columns they are looked up by must then compare byte for byte,
 * or MariaDB's utf8mb4_unicode_ci still lets `ŚWTG5IV40` find `swtg5iv40`. SQLite already compares
 * `=` as BINARY (these columns have no COLLATE), so only MySQL/MariaDB columns change.
 *
 * Existing rows are brought to the normalised form (emails stored lower-cased and NFKC), except a
 * row whose normalised email another account already holds: that one keeps its old key, as two
 * accounts are never merged by a migration.
 *
 * Complete on re-run (MySQL/MariaDB commits each column change by itself): a column already in the
 * binary collation is skipped, and the rewrite leaves rows already in the normalised form alone.
 */
const EXACT_KEYS: Array<[table: string, column: string]> = [
  ['users', 'college_id_key'],
  ['users', 'email_key'],
  ['roster', 'college_id_key'],
];
const BINARY = 'utf8mb4_bin';

// Frozen copies of the rules at the time of this migration (the app's may evolve later).
const emailForm = (email: string) => email.normalize('NFKC').trim().toLowerCase();
const collegeIdKeyForm = (collegeId: string) => collegeId.normalize('NFKC').trim().toUpperCase().toLowerCase();

interface UserKeys {
  id: string;
  college_id: string;
  college_id_key: string;
  email: string;
  email_key: string;
}

export class ExactIdentityKeys1700000000006 implements MigrationInterface {
  name = 'ExactIdentityKeys1700000000006';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') await this.setCollation(q, BINARY);

    const users: UserKeys[] = await q.query('SELECT id, college_id, college_id_key, email, email_key FROM users');
    const emailOwner = new Map(users.map((u) => [u.email_key, u.id]));
    const idOwner = new Map(users.map((u) => [u.college_id_key, u.id]));
    for (const u of users) {
      const email = emailForm(u.email);
      const cidKey = collegeIdKeyForm(u.college_id);
      const emailFree = (emailOwner.get(email) ?? u.id) === u.id;
      const idFree = (idOwner.get(cidKey) ?? u.id) === u.id;
      const next = {
        email: emailFree ? email : u.email,
        email_key: emailFree ? email : u.email_key,
        college_id_key: idFree ? cidKey : u.college_id_key,
      };
      if (next.email === u.email && next.email_key === u.email_key && next.college_id_key === u.college_id_key)
        continue;
      await q.query('UPDATE users SET email = ?, email_key = ?, college_id_key = ? WHERE id = ?', [
        next.email,
        next.email_key,
        next.college_id_key,
        u.id,
      ]);
      emailOwner.delete(u.email_key);
      emailOwner.set(next.email_key, u.id);
      idOwner.delete(u.college_id_key);
      idOwner.set(next.college_id_key, u.id);
    }
    // Roster keys were always ASCII (the import has refused anything else), so they need no rewrite.
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') await this.setCollation(q, undefined);
  }

  /** Sets each key column's collation (undefined: the table's default); a column already so is left alone. */
  private async setCollation(q: QueryRunner, collation: string | undefined): Promise<void> {
    for (const [tableName, columnName] of EXACT_KEYS) {
      const table = await q.getTable(tableName);
      const column = table?.findColumnByName(columnName);
      if (!table || !column || column.collation === collation) continue;
      const changed = column.clone();
      changed.charset = collation ? 'utf8mb4' : undefined;
      changed.collation = collation;
      // Same type and length: TypeORM alters the column in place (CHANGE), keeping its data and indexes.
      await q.changeColumn(table, column, changed);
    }
  }
}
