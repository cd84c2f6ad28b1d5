import type { DataSource, EntityManager } from 'typeorm';

/**
 * Whose cap a write counts against: one user's (their saved searches, reports, API tokens), or one
 * shared by everybody (`webhooks`: the endpoints of the whole site). A shared cap's lock is its row
 * in `cap_locks` (migration 20).
 */
export type CapScope = { userId: string } | { shared: 'webhooks' };

/**
 * Runs `work` (count what the cap limits, then insert) as one atomic step: in one transaction that
 * first locks the scope's row (`SELECT ... FOR UPDATE` on MySQL/MariaDB), so two writes at once
 * count one after the other and the second sees the first's row. Without the lock both count under
 * the cap under MariaDB's repeatable read and both insert. SQLite runs one write transaction at a
 * time, so its plain SELECT is enough there. Callers check their input (and passwords) first:
 * nothing slow runs while the lock is held.
 */
export function underCapLock<T>(ds: DataSource, scope: CapScope, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return ds.transaction(async (m) => {
    const forUpdate = m.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    if ('userId' in scope) await m.query(`SELECT id FROM users WHERE id = ?${forUpdate}`, [scope.userId]);
    else await m.query(`SELECT name FROM cap_locks WHERE name = ?${forUpdate}`, [scope.shared]);
    return work(m);
  });
}
