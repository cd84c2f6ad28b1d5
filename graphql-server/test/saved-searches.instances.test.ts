import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { USE_MYSQL } from './helpers/services';
import { PRODUCT_OPS, addProduct } from './products.support';
import { ALERT_ENV, INTERVAL, alertCount, alerts, saveSearch } from './saved-searches.support';

/**
 * Both instances look, three times over (one look at a time per instance, as its worker does);
 * how many alerts went out. At once on MariaDB, where several instances run; SQLite is one
 * instance's database (docs/operations.md), and two connections of one process cannot hold
 * write transactions at once, so there they take turns.
 */
async function bothLook(...apps: TestApp[]): Promise<number> {
  let sent = 0;
  for (let i = 0; i < 3; i++) {
    const looks = USE_MYSQL
      ? await Promise.all(apps.map((x) => x.services.savedSearchAlerts.sendDue()))
      : await apps.reduce<Promise<number[]>>(
          async (done, x) => [...(await done), await x.services.savedSearchAlerts.sendDue()],
          Promise.resolve([]),
        );
    for (const n of looks) sent += n;
  }
  return sent;
}

/** Two instances on one database: the alerts' state is in it, not in either process. */
describeApp('saved-search alerts across restarts and instances', () => {
  let a: TestApp;
  let b: TestApp | null = null;
  let seller: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    a = await createTestApp({ env: ALERT_ENV });
    seller = await verifiedAccount(a);
    moderator = await accountWithRole(a, 'moderator');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const approved = async (title: string) => {
    const id = await addProduct(a, seller.agent, seller.id, { title });
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return id;
  };

  it('a batch waiting when its instance stops goes out from another one when the interval ends', async () => {
    const buyer = await verifiedAccount(a);
    await saveSearch(buyer, 'calculator', { search: 'calculator' });
    await approved('Casio calculator');
    await alertCount(a, buyer.id, 1);
    await approved('Scientific calculator');
    await approved('Graphing calculator');
    // The instance stops (its worker with it) while two matches wait.
    await a.services.stopBackgroundJobs();
    b = await createTestApp({ env: ALERT_ENV, sameDatabaseAs: a });
    expect(await b.services.savedSearchAlerts.sendDue()).toBe(0);
    b.clock.advance(INTERVAL * 1000);
    await alertCount(b, buyer.id, 2);
    expect((await alerts(b, buyer.id)).map((n) => n.message)).toEqual([
      "1 new listing for 'calculator': 'Casio calculator'",
      "2 new listings for 'calculator'",
    ]);
  });

  it('two instances looking at the same time never send the same alert twice', async () => {
    const other = b!;
    const buyers: TestAccount[] = [];
    for (let i = 0; i < 5; i++) buyers.push(await verifiedAccount(a));
    for (const [i, buyer] of buyers.entries()) await saveSearch(buyer, `Desk ${i}`, { search: 'desk' });
    // Neither worker runs on its own: each look below is one instance's, all at once.
    await a.services.savedSearchAlerts.stop();
    await other.services.savedSearchAlerts.stop();
    await approved('Study desk');
    expect(await bothLook(a, other)).toBe(buyers.length);
    await approved('Standing desk');
    await approved('Desk organiser');
    for (const x of [a, other]) x.clock.advance(INTERVAL * 1000);
    expect(await bothLook(a, other)).toBe(buyers.length);
    for (const buyer of buyers)
      expect((await alerts(a, buyer.id)).map((n) => n.message)).toEqual([
        `1 new listing for '${`Desk ${buyers.indexOf(buyer)}`}': 'Study desk'`,
        `2 new listings for 'Desk ${buyers.indexOf(buyer)}'`,
      ]);
  });
});
