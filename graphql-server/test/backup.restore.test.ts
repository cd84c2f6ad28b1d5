import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { block, markedBlocks, runShell, scratchCheckout, substitute } from './helpers/doc-commands';
import { gql } from './helpers/graphql';
import { MYSQL_URL, USE_MYSQL } from './helpers/services';
import { PRODUCT_OPS, addProduct } from './products.support';

/**
 * The backup and restore commands of docs/operations.md ("Backup and restore"), taken from the
 * document and run as written against a running app with data: SQLite's online backup (both the
 * sqlite3 and the Node way) while the server writes, MariaDB's dump of the test database, and the
 * images; then a restore into a fresh folder (and, on MariaDB, a fresh database), an app started
 * on it, and what a client depends on is there: the product, found by one word and by two, its
 * picture, and its seller's sign-in. Each command runs in a stand-in for the repository's folder
 * (data/ is the app's DATA_DIR), so the documented relative paths are exercised too.
 */

const docs = markedBlocks('docs/operations.md', 'backup-test');
const TITLE = 'Walnut bookshelf with five shelves';

interface Market {
  seller: TestAccount;
  productId: string;
  imageUrl: string;
}

/** A seller, an admin, and one approved product with a picture, made through the API. */
async function fillMarket(app: TestApp): Promise<Market> {
  const seller = await verifiedAccount(app);
  const admin = await accountWithRole(app, 'admin');
  const productId = await addProduct(app, seller.agent, seller.id, {
    title: TITLE,
    description: 'Solid walnut, assembled, no scratches.',
  });
  const approved = await gql(admin.agent, PRODUCT_OPS.setStatus, { input: { id: productId, status: 'APPROVED' } });
  expect(approved.errors).toBeUndefined();
  const product = await gql(app.agent(), PRODUCT_OPS.product, { id: productId });
  return { seller, productId, imageUrl: product.data!.product.images[0].url };
}

/** What a client of the restored app depends on: search by one word and by two, the picture, the sign-in. */
async function expectMarket(app: TestApp, market: Market): Promise<void> {
  for (const words of ['walnut', 'walnut shelves']) {
    const found = await gql(app.agent(), PRODUCT_OPS.products, { filter: { search: words } });
    expect({ words, ids: found.data?.products.nodes.map((n: { id: string }) => n.id) }).toEqual({
      words,
      ids: [market.productId],
    });
  }
  const picture = await app.agent().get(market.imageUrl);
  expect(picture.status).toBe(200);
  expect(picture.headers['content-type']).toBe('image/webp');
  const login = await app
    .agent()
    .post('/api/v1/auth/login')
    .send({ collegeId: market.seller.collegeId, password: market.seller.password });
  expect(login.status).toBe(200);
}

/** Copies a checkout's backup/ into a new checkout, as an operator carries it to a new machine. */
function carryBackup(from: string): string {
  const to = scratchCheckout();
  fs.cpSync(path.join(from, 'backup'), path.join(to, 'backup'), { recursive: true });
  return to;
}

describeApp('backup and restore as docs/operations.md says', () => {
  const checkouts: string[] = [];
  const apps: TestApp[] = [];
  const checkout = (dir = scratchCheckout()) => (checkouts.push(dir), dir);
  const start = async (env: Record<string, string>) => {
    const app = await createTestApp({ env });
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const dir of checkouts.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  if (!USE_MYSQL) {
    it('SQLite: an online backup (sqlite3, and Node alone) and the images restore into a fresh DATA_DIR with every write', async () => {
      const live = checkout();
      const app = await start({ DATA_DIR: path.join(live, 'data') });
      const market = await fillMarket(app);
      // The last writes are still in the write-ahead log, which a copy of the .sqlite file would miss.
      expect(fs.statSync(path.join(live, 'data', 'campus-market.sqlite-wal')).size).toBeGreaterThan(0);

      for (const way of ['sqlite-backup', 'sqlite-backup-node']) {
        fs.rmSync(path.join(live, 'backup'), { recursive: true, force: true });
        runShell(block(docs, way), live); // while the app runs
        runShell(block(docs, 'images-backup'), live);
        const restored = checkout(carryBackup(live));
        runShell(block(docs, 'sqlite-restore'), restored);
        runShell(block(docs, 'images-restore'), restored);
        const again = await start({ DATA_DIR: path.join(restored, 'data') });
        await expectMarket(again, market);
      }
    }, 60_000);
  } else {
    it('MariaDB: mariadb-dump of the live database and the images restore into a fresh database and DATA_DIR', async () => {
      const url = new URL(MYSQL_URL);
      const source = url.pathname.slice(1);
      const target = `${source}_restore`;
      const connection = (database: string): [RegExp, string][] => [
        [/-h db\.internal/g, `-h ${url.hostname} -P ${url.port || '3306'}`],
        // `-p` asks for the password at a terminal; the test has none.
        [
          /-u (root|campus) -p(?= )/g,
          `-u ${decodeURIComponent(url.username)} --password='${decodeURIComponent(url.password)}'`,
        ],
        [/\bcampus_market\b/g, database],
      ];

      const live = checkout();
      const app = await start({ DATA_DIR: path.join(live, 'data') });
      const market = await fillMarket(app);
      runShell(substitute(block(docs, 'mariadb-backup'), connection(source)), live); // while the app runs
      runShell(block(docs, 'images-backup'), live);
      await app.close();
      apps.splice(apps.indexOf(app), 1);

      const restored = checkout(carryBackup(live));
      try {
        runShell(substitute(block(docs, 'mariadb-restore'), connection(target)), restored);
        runShell(block(docs, 'images-restore'), restored);
        const targetUrl = new URL(MYSQL_URL);
        targetUrl.pathname = `/${target}`;
        const again = await start({ DATABASE_URL: targetUrl.toString(), DATA_DIR: path.join(restored, 'data') });
        await expectMarket(again, market);
      } finally {
        for (const a of apps.splice(0)) await a.close();
        await dropDatabase(target);
      }
    }, 60_000);
  }
});

async function dropDatabase(name: string): Promise<void> {
  const ds = new DataSource({ type: 'mysql', url: MYSQL_URL });
  await ds.initialize();
  try {
    await ds.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await ds.destroy();
  }
}
