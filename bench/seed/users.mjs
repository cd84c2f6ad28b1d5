// The seeded users: sellers (the first an admin, the next four moderators) and the bench user, every
// one verified, with password hashes the app's own hasher made.
import { FIRST, LAST, PLACES } from './campus.mjs';
import { pick } from './random.mjs';
import { sqlDate } from './writers.mjs';

const DAY = 24 * 3600 * 1000;

export const USER_COLUMNS = [
  'id',
  'college_id',
  'college_id_key',
  'name',
  'email',
  'email_key',
  'password_hash',
  'role',
  'is_verified',
  'phone_number',
  'whatsapp_number',
  'instagram_handle',
  'block_address',
  'show_contact_details',
  'created_at',
  'updated_at',
];

/**
 * `count` sellers created over the month before `yearAgo`, then the bench user (`benchUser`, its
 * hash `benchHash`). `app`: the app's uuidv7, collegeIdKey and emailKey. Returns the rows, the
 * sellers' ids and the bench user's id.
 */
export function userRows({ rand, count, yearAgo, sellerHash, benchUser, benchHash, app }) {
  const { uuidv7, collegeIdKey, emailKey } = app;
  const rows = [];
  const ids = [];
  for (let i = 0; i < count; i++) {
    const created = yearAgo - 30 * DAY + Math.floor((i / count) * 30 * DAY);
    const id = uuidv7(created);
    const collegeId = `BN${String(i + 1).padStart(6, '0')}`;
    const email = `${collegeId.toLowerCase()}@college.edu`;
    const role = i === 0 ? 'admin' : i <= 4 ? 'moderator' : 'user';
    const phone = `+91${String(9000000000 + Math.floor(rand() * 999999999))}`;
    const name = `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
    rows.push([
      id,
      collegeId,
      collegeIdKey(collegeId),
      name,
      email,
      emailKey(email),
      sellerHash,
      role,
      1,
      rand() < 0.7 ? phone : null,
      rand() < 0.5 ? phone : null,
      rand() < 0.4 ? `${name.split(' ')[0].toLowerCase()}.${i}` : null,
      rand() < 0.5 ? `${pick(rand, PLACES.filter(Boolean))}, room ${1 + Math.floor(rand() * 300)}` : null,
      rand() < 0.3 ? 1 : 0,
      sqlDate(created),
      sqlDate(created),
    ]);
    ids.push(id);
  }
  const benchId = uuidv7(yearAgo);
  rows.push([
    benchId,
    benchUser.collegeId,
    collegeIdKey(benchUser.collegeId),
    benchUser.name,
    benchUser.email,
    emailKey(benchUser.email),
    benchHash,
    'user',
    1,
    null,
    null,
    null,
    null,
    0,
    sqlDate(yearAgo),
    sqlDate(yearAgo),
  ]);
  return { rows, ids, benchId };
}
