// The baseline's SQL, hand-written for the app's schema: one statement per page joining each product
// to its seller's public columns, the COUNT beside it, keyset pages on the list indexes, and the
// full-text index through the same boolean query the app builds. MariaDB (mysql2 pool) and SQLite
// (better-sqlite3) differ only in the search and in how a statement is run.

const COLUMNS = `p.id, p.title, p.description, p.price_paise, p.discounted_price_paise, p.discount_period_days,
  p.negotiable, p.category, p.item_condition, p.payment_methods, p.location, p.delivery_type, p.quantity, p.image_keys,
  p.status, p.rejection_reason, p.seller_id, p.created_at, p.updated_at,
  u.name AS u_name, u.email AS u_email, u.college_id AS u_college_id, u.role AS u_role, u.is_verified AS u_is_verified,
  u.profile_pic AS u_profile_pic, u.banner_pic AS u_banner_pic, u.phone_number AS u_phone_number,
  u.whatsapp_number AS u_whatsapp_number, u.instagram_handle AS u_instagram_handle, u.block_address AS u_block_address,
  u.show_contact_details AS u_show_contact_details, u.created_at AS u_created_at`;

/** As the app (products.query.ts): a search stops counting past this many matches ("1,000+"). */
export const SEARCH_COUNT_CAP = 1000;

/** WHERE terms of a list (without search and keyset), on alias p; `approvedOnly`: the table holds approved rows only. */
function filters(spec, approvedOnly = false) {
  const where = approvedOnly ? [] : ["p.status = 'Approved'"];
  const params = [];
  const add = (sql, value) => {
    where.push(sql);
    params.push(value);
  };
  if (spec.category) add('p.category = ?', spec.category);
  if (spec.condition) add('p.item_condition = ?', spec.condition);
  if (spec.minPaise !== null) add('p.price_paise >= ?', spec.minPaise);
  if (spec.maxPaise !== null) add('p.price_paise <= ?', spec.maxPaise);
  return { where, params };
}

/** `(a, id) < (?, ?)` as `a <= ? AND (a < ? OR id < ?)`, which range-scans the index from the cursor. */
const newestKeyset = (prefix) => `(${prefix}created_at <= ? AND (${prefix}created_at < ? OR ${prefix}id < ?))`;
const newestKeysetParams = ([created, id]) => [created, created, id];
const relevanceKeyset = (prefix) =>
  `(${prefix}score <= ? AND (${prefix}score < ? OR ${newestKeyset(prefix)}))`;
const relevanceKeysetParams = ([score, created, id]) => [score, score, created, created, id];

/**
 * The page (limit rows, first + 1 to know about a next page) and the count, for a dialect.
 * `searchTable`: MariaDB's product_search (approved products, their filtered columns and a
 * FULLTEXT index; the app's migration 9) when the schema has it, else the products' own index.
 */
export function listStatements(dialect, spec, limit, searchTable = false, postings = null) {
  const mysql = dialect === 'mysql';
  // Products (or the page's keys) first, then each seller by primary key: the optimizer may
  // otherwise start from a scan of users on small tables.
  const join = mysql ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
  const narrow = mysql && searchTable && !!spec.match;
  const { where, params } = filters(spec, narrow);
  if (!spec.match) {
    const keyset = spec.after ? [newestKeyset('p.')] : [];
    return {
      page: {
        sql: `SELECT ${COLUMNS} FROM products p ${join} users u ON u.id = p.seller_id
              WHERE ${[...where, ...keyset].join(' AND ')} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`,
        params: [...params, ...(spec.after ? newestKeysetParams(spec.after) : [])],
      },
      count: { sql: `SELECT COUNT(*) AS n FROM products p WHERE ${where.join(' AND ')}`, params },
    };
  }
  if (postings) {
    // A one-word search through the postings: no stored word starts with it, no statement.
    if (!postings.words.length) return { page: null, count: null };
    const filter = { where, params };
    const keys = postings.postingPageKeys(postings.words, filter, spec.after, limit);
    const counted = postings.postingCount(postings.words, filter, SEARCH_COUNT_CAP + 1);
    return {
      page: {
        sql: `SELECT ${COLUMNS}, t.score AS score FROM (${keys.sql}) t ${join} products p ON p.id = t.id ${join} users u ON u.id = p.seller_id
              ORDER BY t.score DESC, p.created_at DESC, p.id DESC`,
        params: keys.params,
      },
      count: counted,
    };
  }
  // Search: the matching ids and scores first (from the full-text index, only the page's rows
  // sorted out), then the page's rows and sellers by primary key.
  const from = narrow ? 'product_search p' : mysql ? 'products p' : 'products_fts JOIN products p ON p.rowid = products_fts.rowid';
  const match = mysql ? 'MATCH(p.search_text) AGAINST(? IN BOOLEAN MODE)' : 'products_fts MATCH ?';
  const score = mysql ? 'MATCH(p.search_text) AGAINST(? IN BOOLEAN MODE)' : '-bm25(products_fts)';
  const scoreParams = mysql ? [spec.match] : [];
  const matches = `SELECT p.id AS id, p.created_at AS created_at, ${score} AS score FROM ${from} WHERE ${[match, ...where].join(' AND ')}`;
  const ranked = spec.after
    ? `SELECT m.id, m.created_at, m.score FROM (${matches}) m WHERE ${relevanceKeyset('m.')} ORDER BY m.score DESC, m.created_at DESC, m.id DESC LIMIT ${limit}`
    : `${matches} ORDER BY score DESC, p.created_at DESC, p.id DESC LIMIT ${limit}`;
  const matching = `SELECT 1 AS one FROM ${from} WHERE ${[match, ...where].join(' AND ')}`;
  return {
    page: {
      sql: `SELECT ${COLUMNS}, t.score AS score FROM (${ranked}) t ${join} products p ON p.id = t.id ${join} users u ON u.id = p.seller_id
            ORDER BY t.score DESC, p.created_at DESC, p.id DESC`,
      params: [...scoreParams, spec.match, ...params, ...(spec.after ? relevanceKeysetParams(spec.after) : [])],
    },
    // One past the cap says "more" without counting every match of a common word.
    count: { sql: `SELECT COUNT(*) AS n FROM (${matching} LIMIT ${SEARCH_COUNT_CAP + 1}) c`, params: [spec.match, ...params] },
  };
}

export const productById = {
  sql: `SELECT ${COLUMNS} FROM products p JOIN users u ON u.id = p.seller_id WHERE p.id = ?`,
};

/** The session of a cookie with its user, in one statement. */
export const sessionByToken = {
  sql: `SELECT s.id AS session_id, s.expires_at, s.last_seen_at, u.id, u.role, u.is_verified
        FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
};

export const wishlistOf = {
  sql: `SELECT ${COLUMNS} FROM wishlist_items w JOIN products p ON p.id = w.product_id JOIN users u ON u.id = p.seller_id
        WHERE w.user_id = ? AND p.status = 'Approved' ORDER BY w.created_at DESC, p.id DESC LIMIT 500`,
};

/** A database handle with one `all(statement, params)` (rows as objects, datetimes as their text). */
export async function openDatabase({ dialect, databaseUrl, sqliteFile, poolSize, require }) {
  if (dialect === 'mysql') {
    const mysql = require('mysql2/promise');
    const pool = mysql.createPool({
      uri: databaseUrl.replace(/^mariadb:/, 'mysql:'),
      connectionLimit: poolSize,
      timezone: 'Z',
      dateStrings: true,
      charset: 'utf8mb4_unicode_ci',
    });
    return {
      dialect,
      all: async (stmt, params) => (await pool.query(stmt.sql ?? stmt, params))[0],
      close: () => pool.end(),
    };
  }
  const Database = require('better-sqlite3');
  const db = new Database(sqliteFile, { fileMustExist: true });
  const cache = new Map();
  const prepared = (sql) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  return {
    dialect,
    all: async (stmt, params) => prepared(stmt.sql ?? stmt).all(params),
    close: async () => db.close(),
  };
}
