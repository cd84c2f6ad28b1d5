import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { newUserRow, SERVER_CLIENT, UserEntity } from '../modules/users';
import type { Services } from '../services';
import { seedDemoProducts } from './seed-products';

export const ROSTER_SAMPLE = path.join(__dirname, '..', '..', 'seed', 'roster-sample.csv');

const DEMO: { collegeId: string; name: string; role: UserEntity['role'] }[] = [
  { collegeId: 'ADMIN001', name: 'Campus Admin', role: 'admin' },
  { collegeId: 'MOD001', name: 'Campus Moderator', role: 'moderator' },
  // The first student is the journeys' seller (web/e2e/support/accounts.ts), the second their buyer;
  // the demo listings are spread over all six (seed-products.ts), so whoever signs in mostly meets
  // other students' listings.
  { collegeId: '21CS1001', name: 'Aarav Sharma', role: 'user' },
  { collegeId: '21CS1002', name: 'Diya Patel', role: 'user' },
  { collegeId: '21CS1003', name: 'Vivaan Reddy', role: 'user' },
  { collegeId: '21CS1004', name: 'Ananya Iyer', role: 'user' },
  { collegeId: '21EC2001', name: 'Ishaan Gupta', role: 'user' },
  { collegeId: '21ME3001', name: 'Meera Joshi', role: 'user' },
];

/**
 * Whether this start seeds: an empty embedded database unless SEED_DEMO=false; MySQL, or any
 * production start, only with SEED_DEMO=true. Demo accounts with known roles must never appear on
 * a real deployment by accident.
 */
function wanted(services: Services): boolean {
  const { seedDemo, databaseUrl, isProduction } = services.config;
  if (seedDemo === false) return false;
  if ((databaseUrl || isProduction) && seedDemo !== true) return false;
  return true;
}

/**
 * The demo of a first start: the roster sample, an admin, a moderator and six verified students,
 * each with a random password shown on the console (development) and kept in DATA_DIR/demo-accounts.txt.
 */
export async function seedDemo(services: Services): Promise<void> {
  if (!wanted(services)) return;
  const repo = services.db.getRepository(UserEntity);
  // Accounts once; demo products also on a database seeded before listings existed.
  if ((await repo.count()) > 0) return seedDemoProducts(services);
  const { config, logger, clock } = services;
  if (config.isProduction) {
    logger.warn(
      '!!! SEED_DEMO=true with NODE_ENV=production: creating DEMO accounts (an admin, a moderator, six students) ' +
        `with the passwords in ${path.join(config.dataDir, 'demo-accounts.txt')}. Never do this on a real deployment. !!!`,
    );
  }

  const roster = await services.roster.importCsv(fs.readFileSync(ROSTER_SAMPLE, 'utf8'));
  const lines: string[] = [];
  for (const demo of DEMO) {
    const password = randomBytes(9).toString('base64url');
    const now = clock.now();
    const local = demo.role === 'user' ? demo.name.split(' ')[0]?.toLowerCase() : demo.role;
    const email = `${local}@campus-market.local`;
    await repo.insert(
      newUserRow(
        {
          collegeId: demo.collegeId,
          name: demo.name,
          email,
          passwordHash: await services.passwords.hash(password, SERVER_CLIENT),
          role: demo.role,
          isVerified: true,
        },
        now,
      ),
    );
    lines.push(`${demo.role.padEnd(9)} registration id ${demo.collegeId.padEnd(9)} password ${password}   (${email})`);
  }

  const file = path.join(config.dataDir, 'demo-accounts.txt');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `Campus Market demo accounts (created ${new Date().toISOString()})\n\n${lines.join('\n')}\n`, {
    mode: 0o600,
  });
  logger.info(`Seeded a demo: ${roster.added} roster entries and ${DEMO.length} accounts (passwords in ${file})`);
  // One line per account: a multi-line message would reach a pipe or a container's log (JSON lines,
  // not a terminal) as one line full of \n escapes.
  if (!config.isProduction) for (const line of lines) logger.info(`Demo account: ${line}`);
  await seedDemoProducts(services);
}

/** ADMIN_COLLEGE_IDS: those registration ids are admins from this start on. */
export async function applyAdminCollegeIds(services: Services): Promise<void> {
  for (const id of services.config.adminCollegeIds) {
    const user = await services.users.setRoleByCollegeId(id, 'admin');
    if (!user)
      services.logger.warn(
        `ADMIN_COLLEGE_IDS: no account with registration id ${id} yet (it becomes admin when it registers)`,
      );
  }
}
