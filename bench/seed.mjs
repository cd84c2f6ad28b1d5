// Bulk seed straight into the app's tables (not through the API): users (sellers, a few staff, the
// bench user), a small pool of stored images shared by the rows, N products and the bench user's
// wishlist. Plain multi-row INSERTs into `users`, `uploads`, `products` and `wishlist_items` only,
// so whatever the app derives from them (the SQLite FTS table today, any trigger-fed table later)
// is filled by the database itself. Text, ids, search_text and password hashes come from the
// app's own built code, so a row looks exactly like one the app wrote.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './app.mjs';
import { COMMON_TERM, MEAN_TOKENS, description, rng, title, vocabulary } from './words.mjs';

const requireApp = createRequire(path.join(ROOT, 'graphql-server', 'package.json'));
const dist = (p) => requireApp(path.join(ROOT, 'graphql-server', 'dist', p));

/** Bumped when the seeded data changes shape: a kept data directory of another version is reseeded. */
export const SEED_VERSION = 2;
export const BENCH_USER = {
  collegeId: 'BENCH1',
  email: 'bench@college.edu',
  name: 'Bench User',
  password: 'bench market password 7',
};

const DAY = 24 * 3600 * 1000;
const CATEGORY_WEIGHTS = {
  BOOKS: 25,
  ELECTRONICS: 22,
  FURNITURE: 10,
  CLOTHING: 15,
  MISCELLANEOUS: 13,
  SERVICE: 7,
  RENTAL: 8,
};
const PICTURES = {
  BOOKS: ['textbook', 'paperback'],
  ELECTRONICS: ['phone', 'tv', 'calculator', 'speaker'],
  FURNITURE: ['table'],
  CLOTHING: ['jacket', 'labCoat'],
  MISCELLANEOUS: ['labCoat', 'cycle', 'speaker'],
  SERVICE: ['tutoring'],
  RENTAL: ['cycle'],
};
const FIRST = [
  'Asha',
  'Rahul',
  'Priya',
  'Arjun',
  'Neha',
  'Vikram',
  'Sneha',
  'Karan',
  'Divya',
  'Rohan',
  'Ananya',
  'Aditya',
  'Meera',
  'Siddharth',
  'Kavya',
  'Nikhil',
  'Pooja',
  'Varun',
  'Isha',
  'Manish',
];
const LAST = [
  'Rao',
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Gupta',
  'Singh',
  'Das',
  'Menon',
  'Joshi',
  'Kumar',
  'Verma',
  'Bose',
  'Pillai',
];
const PLACES = [
  'Hostel A',
  'Hostel B',
  'Block C',
  'Library gate',
  'Main canteen',
  'Girls hostel 2',
  'Sports complex',
  null,
  null,
];
const DELIVERY = ['Pickup', 'Delivery on campus', null];
const PAYMENT = [['UPI'], ['Cash'], ['UPI', 'Cash'], ['UPI', 'Cash', 'Bank transfer']];

/** 'YYYY-MM-DD HH:MM:SS.mmm' (UTC): how TypeORM writes datetime(3) on both databases. */
const sqlDate = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

function weighted(rand, weights) {
  const entries = Object.entries(weights);
  let x = rand() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [k, w] of entries) if ((x -= w) < 0) return k;
  return entries[entries.length - 1][0];
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** One table writer per database: multi-row INSERTs, explicit transactions. */
async function mysqlWriter(connection) {
  const mysql = requireApp('mysql2/promise');
  const conn = await mysql.createConnection({ ...connection, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  return {
    batch: 1000,
    async insert(table, columns, rows) {
      if (!rows.length) return;
      const one = `(${columns.map(() => '?').join(',')})`;
      await conn.query(
        `INSERT INTO ${table} (${columns.join(',')}) VALUES ${rows.map(() => one).join(',')}`,
        rows.flat(),
      );
    },
    begin: () => conn.query('START TRANSACTION'),
    commit: () => conn.query('COMMIT'),
    close: () => conn.end(),
  };
}

function sqliteWriter(file) {
  const Database = requireApp('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const statements = new Map();
  return {
    // SQLite binds at most 32,766 values a statement.
    batch: 500,
    async insert(table, columns, rows) {
      if (!rows.length) return;
      const key = `${table}:${rows.length}`;
      let stmt = statements.get(key);
      if (!stmt) {
        const one = `(${columns.map(() => '?').join(',')})`;
        stmt = db.prepare(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${rows.map(() => one).join(',')}`);
        statements.set(key, stmt);
      }
      stmt.run(rows.flat());
    },
    begin: async () => db.exec('BEGIN'),
    commit: async () => db.exec('COMMIT'),
    close: async () => db.close(),
  };
}

/** Inserts `rows` (an iterable) in batches, `perTransaction` batches to a transaction. */
async function insertAll(w, table, columns, rows, perTransaction = 10, onBatch = () => {}) {
  let batch = [];
  let inTx = 0;
  const flush = async () => {
    if (!inTx) await w.begin();
    await w.insert(table, columns, batch);
    onBatch(batch.length);
    batch = [];
    if (++inTx >= perTransaction) {
      await w.commit();
      inTx = 0;
    }
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= w.batch) await flush();
  }
  if (batch.length) await flush();
  if (inTx) await w.commit();
}

/** The shared image pool: the demo's drawings (or plain colours), stored as the app stores uploads. */
async function imagePool(dataDir, ownerId, now, uuidv7) {
  const { processImage } = dist('modules/uploads/images.js');
  let draw;
  try {
    const { drawDemoPicture } = dist('db/demo-pictures.js');
    draw = (name, view) => drawDemoPicture(name, view);
  } catch {
    const sharp = requireApp('sharp');
    draw = (name, view) => {
      const hue = [...name].reduce((h, c) => h + c.charCodeAt(0), view * 40) % 360;
      return sharp({ create: { width: 800, height: 600, channels: 3, background: `hsl(${hue}, 60%, 60%)` } })
        .jpeg()
        .toBuffer();
    };
  }
  const names = [...new Set(Object.values(PICTURES).flat())];
  const rows = [];
  const byName = {};
  for (const name of names) {
    byName[name] = [];
    for (const view of [0, 1]) {
      const variants = await processImage(await draw(name, view));
      const id = uuidv7(now);
      const key = `products/${id}`;
      for (const v of variants) {
        const file = path.join(dataDir, 'uploads', 'products', `${id}-${v.size}.webp`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, v.data);
      }
      const [largest] = variants;
      const bytes = variants.reduce((s, v) => s + v.data.length, 0);
      rows.push([id, ownerId, 'product', key, largest.width, largest.height, bytes, sqlDate(now), sqlDate(now)]);
      byName[name].push(key);
    }
  }
  const byCategory = Object.fromEntries(
    Object.entries(PICTURES).map(([c, list]) => [c, list.flatMap((n) => byName[n])]),
  );
  return { rows, byCategory };
}

const USER_COLUMNS = [
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
const PRODUCT_COLUMNS = [
  'id',
  'title',
  'description',
  'price_paise',
  'discounted_price_paise',
  'discount_period_days',
  'negotiable',
  'category',
  'item_condition',
  'payment_methods',
  'location',
  'delivery_type',
  'quantity',
  'image_keys',
  'status',
  'rejection_reason',
  'seller_id',
  'search_text',
  'created_at',
  'updated_at',
];

/**
 * Seeds one empty, migrated database. `target`: { mysql: connection options } or { sqlite: file }.
 * `dataDir` is the app's DATA_DIR (the image files go under its uploads/). Returns what the
 * scenarios need: the search terms and how many rows they match, ids for detail pages, the bench
 * user and its wishlist.
 */
export async function seed({ target, dataDir, size, log = () => {} }) {
  const { searchText } = dist('modules/products/search-text.js');
  const { uuidv7 } = dist('lib/uuid.js');
  const { PasswordHasher } = dist('modules/auth/passwords.js');
  const { collegeIdKey, emailKey } = dist('modules/users/validation.js');
  const rand = rng(size);
  const vocab = vocabulary(MEAN_TOKENS);
  const w = target.mysql ? await mysqlWriter(target.mysql) : sqliteWriter(target.sqlite);
  const began = Date.now();
  try {
    // --- users: sellers (a few staff among them) and the bench user, with the app's own hashes ---
    const hasher = new PasswordHasher(17);
    const sellerHash = await hasher.hash(`unknown ${Math.random()}`);
    const benchHash = await hasher.hash(BENCH_USER.password);
    const now = Date.now();
    const yearAgo = now - 365 * DAY;
    const userCount = Math.min(5000, Math.max(20, Math.round(size / 5)));
    const userRows = [];
    const userIds = [];
    for (let i = 0; i < userCount; i++) {
      const created = yearAgo - 30 * DAY + Math.floor((i / userCount) * 30 * DAY);
      const id = uuidv7(created);
      const collegeId = `BN${String(i + 1).padStart(6, '0')}`;
      const email = `${collegeId.toLowerCase()}@college.edu`;
      const role = i === 0 ? 'admin' : i <= 4 ? 'moderator' : 'user';
      const phone = `+91${String(9000000000 + Math.floor(rand() * 999999999))}`;
      const name = `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
      userRows.push([
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
      userIds.push(id);
    }
    const benchId = uuidv7(yearAgo);
    userRows.push([
      benchId,
      BENCH_USER.collegeId,
      collegeIdKey(BENCH_USER.collegeId),
      BENCH_USER.name,
      BENCH_USER.email,
      emailKey(BENCH_USER.email),
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
    await insertAll(w, 'users', USER_COLUMNS, userRows);

    // --- the image pool, owned by the admin ---
    const images = await imagePool(dataDir, userIds[0], now, uuidv7);
    await insertAll(
      w,
      'uploads',
      ['id', 'owner_id', 'kind', 'storage_key', 'width', 'height', 'bytes', 'attached_at', 'created_at'],
      images.rows,
    );

    // --- products, oldest first (so the UUIDv7 ids ascend like the app's) ---
    const end = now - 3600 * 1000;
    const step = (end - yearAgo) / size;
    const df = new Map(); // approved rows per search token
    const sample = []; // approved ids for detail pages (reservoir)
    let approved = 0;
    let done = 0;
    let lastLog = Date.now();
    function* products() {
      for (let i = 0; i < size; i++) {
        const created = Math.floor(yearAgo + (i + rand() * 0.9) * step);
        const id = uuidv7(created);
        const category = weighted(rand, CATEGORY_WEIGHTS);
        const condition =
          category === 'RENTAL'
            ? null
            : category === 'SERVICE'
              ? 'NOT_APPLICABLE'
              : weighted(rand, { NEW: 15, LIKE_NEW: 30, USED: 50, NOT_APPLICABLE: 5 });
        const t = title(vocab, rand);
        const d = description(vocab, rand);
        const search = searchText(t, d);
        const r = rand();
        const status = r < 0.9 ? 'Approved' : r < 0.97 ? 'Pending' : 'Rejected';
        const rupees = Math.max(10, Math.round(Math.exp(Math.log(20) + rand() * (Math.log(80_000) - Math.log(20)))));
        const discounted = rand() < 0.2 ? Math.max(1, Math.floor(rupees * (0.5 + rand() * 0.45))) : null;
        const pool = images.byCategory[category];
        const keys = [];
        for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) keys.push(pick(rand, pool));
        const updated = rand() < 0.2 ? Math.min(end, created + Math.floor(rand() * 10 * DAY)) : created;
        if (status === 'Approved') {
          approved++;
          for (const token of new Set(search.split(' '))) df.set(token, (df.get(token) ?? 0) + 1);
          if (sample.length < 300) sample.push(id);
          else if (rand() < 300 / approved) sample[Math.floor(rand() * 300)] = id;
        }
        yield [
          id,
          t,
          d,
          rupees * 100,
          discounted === null ? null : discounted * 100,
          discounted === null ? 0 : 1 + Math.floor(rand() * 30),
          rand() < 0.4 ? 1 : 0,
          category,
          condition,
          JSON.stringify(pick(rand, PAYMENT)),
          pick(rand, PLACES),
          pick(rand, DELIVERY),
          rand() < 0.9 ? 1 : 2 + Math.floor(rand() * 4),
          JSON.stringify([...new Set(keys)]),
          status,
          status === 'Rejected' ? 'Photos do not show the item; please add a clear photo.' : null,
          userIds[Math.floor(rand() ** 2 * userIds.length)],
          search,
          sqlDate(created),
          sqlDate(updated),
        ];
      }
    }
    await insertAll(w, 'products', PRODUCT_COLUMNS, products(), 10, (n) => {
      done += n;
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        const rate = done / ((Date.now() - began) / 1000);
        log(
          `  ${done.toLocaleString('en')} / ${size.toLocaleString('en')} products (${Math.round(rate).toLocaleString('en')}/s)`,
        );
      }
    });

    // --- the bench user's wishlist: 30 approved products, most recently added first ---
    const wishlist = sample.slice(0, Math.min(30, sample.length));
    await insertAll(
      w,
      'wishlist_items',
      ['user_id', 'product_id', 'created_at'],
      wishlist.map((id, i) => [benchId, id, sqlDate(now - (i + 1) * 3600 * 1000)]),
    );

    return {
      seedVersion: SEED_VERSION,
      products: size,
      approved,
      users: userRows.length,
      images: images.rows.length,
      ...searchTerms(vocab, df, approved),
      detailIds: sample,
      wishlistIds: wishlist,
      benchUser: { collegeId: BENCH_USER.collegeId, password: BENCH_USER.password },
      seededAt: new Date().toISOString(),
      seedSeconds: Math.round((Date.now() - began) / 1000),
    };
  } finally {
    await w.close();
  }
}

/** How many words each search scenario takes in turn (different users search different words). */
const TERMS = 16;

/**
 * The search words. Common: COMMON_TERM and the other words nearest to it in share (about 5% of
 * approved rows each). Rare: made-up words in about 5 approved rows each. Each is no other word's
 * prefix, so the prefix search matches exactly the rows counted here.
 */
function searchTerms(vocab, df, approved) {
  const sorted = [...vocab.words].sort();
  const prefixOfAnother = new Set(sorted.filter((word, i) => sorted[i + 1]?.startsWith(word)));
  const rows = (word) => df.get(`w${word}`) ?? 0;
  const nearest = (words, target, n) =>
    words
      .filter((w) => rows(w) > 0 && !prefixOfAnother.has(w))
      .sort((a, b) => Math.abs(rows(a) - target) - Math.abs(rows(b) - target) || (a < b ? -1 : 1))
      .slice(0, n);
  const common = [
    COMMON_TERM,
    ...nearest(
      vocab.words.filter((w) => w !== COMMON_TERM),
      rows(COMMON_TERM),
      TERMS - 1,
    ),
  ];
  const rare = nearest(vocab.words.slice(2000), 5, TERMS);
  const range = (words) => [Math.min(...words.map(rows)), Math.max(...words.map(rows))];
  return {
    commonTerms: common,
    commonRows: range(common),
    rareTerms: rare,
    rareRows: range(rare),
    approvedRows: approved,
  };
}
