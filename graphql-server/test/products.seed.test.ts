import fs from 'node:fs';
import path from 'node:path';
import { seedDemo } from '../src/app/seed';
import { In } from 'typeorm';
import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { ProductEntity } from '../src/modules/products/product.entity';
import { UserEntity } from '../src/modules/users/user.entity';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { USE_MYSQL } from './helpers/services';
import { PRODUCT_OPS } from './products.support';

// Seeding makes every demo picture in three sizes: on a loaded machine that alone can pass Jest's
// default 30 s. A time limit only: nothing here measures time.
jest.setTimeout(120_000);

describeApp('demo products', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it('the demo seeds approved products across categories and one pending, with pictures; once', async () => {
    app = await createTestApp({ env: { SEED_DEMO: USE_MYSQL ? 'true' : '' } });
    await seedDemo(app.services);
    const repo = app.services.db.getRepository(ProductEntity);
    const rows = await repo.find();
    expect(rows.filter((p) => p.status === 'Approved')).toHaveLength(10);
    expect(rows.filter((p) => p.status === 'Pending')).toHaveLength(1);
    expect(new Set(rows.map((p) => p.category)).size).toBe(7);
    expect(rows.every((p) => p.imageKeys.length >= 1 && p.imageKeys.length <= 3)).toBe(true);

    const home = await gql(app.agent(), PRODUCT_OPS.products, { first: 20 });
    expect(home.data!.products.totalCount).toBe(10);
    expect(
      home.data!.products.nodes.filter((p: { discountActive: boolean }) => p.discountActive).length,
    ).toBeGreaterThanOrEqual(3);
    const picture = await app.agent().get(home.data!.products.nodes[0].images[0].medium);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // Staff have the one product still waiting as their only unread notification.
    const unread = await app.services.db.getRepository(NotificationEntity).find({ where: { isRead: false } });
    const staff = await app.services.db.getRepository(UserEntity).find({ where: { role: In(['moderator', 'admin']) } });
    expect(unread.map((n) => [n.userId, n.message]).sort()).toEqual(
      staff.map((u) => [u.id, 'New product "Bluetooth speaker" is waiting for review.']).sort(),
    );

    await seedDemo(app.services);
    expect(await repo.count()).toBe(11);
  });

  it("spreads the listings over six students: each sees mostly the others' listings", async () => {
    const rows = await app.services.db.getRepository(ProductEntity).find();
    const students = await app.services.db.getRepository(UserEntity).find({ where: { role: 'user' } });
    expect(students).toHaveLength(6);
    const approved = rows.filter((p) => p.status === 'Approved');
    for (const s of students) {
      const own = approved.filter((p) => p.sellerId === s.id).length;
      // A seller each, and none with more than a quarter of what is public.
      expect({ student: s.collegeId, sells: own >= 1, quarterAtMost: own / approved.length <= 0.25 }).toEqual({
        student: s.collegeId,
        sells: true,
        quarterAtMost: true,
      });
    }
    // The first student of demo-accounts.txt (the journeys' seller) has an approved listing and the
    // one waiting for review (the product-page journey needs its approved one to have similar ones); the file keeps its line format.
    const file = fs.readFileSync(path.join(app.services.config.dataDir, 'demo-accounts.txt'), 'utf8');
    const lines = file.split('\n').filter((l) => / registration id /.test(l));
    expect(lines).toHaveLength(8);
    for (const line of lines)
      expect(line).toMatch(/^(admin|moderator|user) +registration id \S+ +password \S+ {3}\(\S+@\S+\)$/);
    const first = /^user +registration id (\S+) /.exec(lines.find((l) => l.startsWith('user '))!)![1];
    expect(first).toBe('21CS1001');
    const seller = students.find((s) => s.collegeId === first)!;
    const mine = rows.filter((p) => p.sellerId === seller.id);
    expect(mine.map((p) => [p.title, p.status]).sort()).toEqual([
      ['Bluetooth speaker', 'Pending'],
      ['Scientific calculator fx-991EX', 'Approved'],
    ]);
  });
});
