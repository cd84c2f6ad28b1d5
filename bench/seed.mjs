// Bulk seed straight into the app's tables (not through the API): users (sellers, a few staff, the
// bench user), a small pool of stored images shared by the rows, N products and the bench user's
// wishlist. Plain multi-row INSERTs into `users`, `uploads`, `products` and `wishlist_items` only,
// so whatever the app derives from them (the SQLite FTS table today, any trigger-fed table later)
// is filled by the database itself. Text, ids, search_text and password hashes come from the
// app's own built code, so a row looks exactly like one the app wrote. The rows are made in seed/.
import { MEAN_TOKENS, rng, vocabulary } from './words.mjs';
import { dist } from './seed/app-code.mjs';
import { imagePool } from './seed/images.mjs';
import { PRODUCT_COLUMNS, productRows } from './seed/products.mjs';
import { searchTerms } from './seed/search-terms.mjs';
import { USER_COLUMNS, userRows } from './seed/users.mjs';
import { insertAll, mysqlWriter, sqlDate, sqliteWriter } from './seed/writers.mjs';

/** Bumped when the seeded data changes shape: a kept data directory of another version is reseeded. */
export const SEED_VERSION = 2;
export const BENCH_USER = {
  collegeId: 'BENCH1',
  email: 'bench@college.edu',
  name: 'Bench User',
  password: 'bench market password 7',
};

const DAY = 24 * 3600 * 1000;

/**
 * Seeds one empty, migrated database. `target`: { mysql: connection options } or { sqlite: file }.
 * `dataDir` is the app's DATA_DIR (the image files go under its uploads/). Returns what the
 * scenarios need: the search terms and how many rows they match, ids for detail pages, the bench
 * user and its wishlist.
 */
export async function seed({ target, dataDir, size, log = () => {} }) {
  const { searchText } = dist('modules/search/words.js');
  const { uuidv7 } = dist('lib/uuid.js');
  const { PasswordHasher } = dist('modules/users/passwords.js');
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
    const users = userRows({
      rand,
      count: Math.min(5000, Math.max(20, Math.round(size / 5))),
      yearAgo,
      sellerHash,
      benchUser: BENCH_USER,
      benchHash,
      app: { uuidv7, collegeIdKey, emailKey },
    });
    await insertAll(w, 'users', USER_COLUMNS, users.rows);

    // --- the image pool, owned by the admin ---
    const images = await imagePool(dataDir, users.ids[0], now, uuidv7);
    await insertAll(
      w,
      'uploads',
      ['id', 'owner_id', 'kind', 'storage_key', 'width', 'height', 'bytes', 'attached_at', 'created_at'],
      images.rows,
    );

    // --- products, oldest first ---
    const end = now - 3600 * 1000;
    const tally = { approved: 0, df: new Map(), sample: [] };
    const products = productRows({
      size,
      rand,
      vocab,
      yearAgo,
      end,
      images,
      userIds: users.ids,
      tally,
      app: { uuidv7, searchText },
    });
    let done = 0;
    let lastLog = Date.now();
    await insertAll(w, 'products', PRODUCT_COLUMNS, products, 10, (n) => {
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
    const { approved, df, sample } = tally;
    const wishlist = sample.slice(0, Math.min(30, sample.length));
    await insertAll(
      w,
      'wishlist_items',
      ['user_id', 'product_id', 'created_at'],
      wishlist.map((id, i) => [users.benchId, id, sqlDate(now - (i + 1) * 3600 * 1000)]),
    );

    return {
      seedVersion: SEED_VERSION,
      products: size,
      approved,
      users: users.rows.length,
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
