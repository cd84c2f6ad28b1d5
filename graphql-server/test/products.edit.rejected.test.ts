import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, addProduct, imageUrl } from './products.support';

/**
 * A rejected listing cannot stay rejected once its seller acts on the reason: saving an edit,
 * whatever it changes, sends it back to review and tells the moderators again. An approved
 * listing keeps the rule of docs/rest.md (products.edit.test.ts).
 */
describeApp('products: editing a rejected listing resubmits it', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  /** A listing a moderator has rejected with a reason. */
  async function rejected(title: string): Promise<string> {
    const id = await addProduct(app, seller.agent, seller.id, { title });
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, {
      input: { id, status: 'REJECTED', reason: 'Price too high' },
    });
    expect(r.data!.setProductStatus.product).toMatchObject({ status: 'REJECTED', rejectionReason: 'Price too high' });
    return id;
  }

  const waitingNotices = (title: string) =>
    app.services.db.getRepository(NotificationEntity).countBy({
      userId: moderator.id,
      kind: 'pending-review',
      message: `New product "${title}" is waiting for review.`,
    });

  it.each([
    ['the price only', () => ({ price: 999 })],
    ['the condition only', () => ({ condition: 'USED' })],
    ['the description only', () => ({ description: 'Now with the charger, as asked.' })],
    ['nothing at all', () => ({})],
  ])('GraphQL: saving %s sends it back to review and tells the moderators', async (what, change) => {
    const title = `Rejected lamp (${what})`;
    const id = await rejected(title);
    expect(await waitingNotices(title)).toBe(1);
    const r = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, ...change() } });
    expect(r.errors).toBeUndefined();
    expect(r.data!.editProduct.product).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect(await waitingNotices(title)).toBe(2);
    // It is in the review queue again.
    const queue = await gql(moderator.agent, PRODUCT_OPS.pending, { first: 100 });
    expect(queue.data!.pendingProducts.nodes.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('REST: a new picture, or the price, sends it back to review', async () => {
    const title = 'Rejected bicycle';
    const id = await rejected(title);
    const res = await seller.agent
      .put('/api/v1/product/edit-product')
      .set('Origin', ORIGIN)
      .send({ id, images: [await imageUrl(app, seller.id)] });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ status: 'Pending', rejectionReason: null });

    const other = await rejected('Rejected kettle');
    const price = await seller.agent
      .put('/api/v1/product/edit-product')
      .set('Origin', ORIGIN)
      .send({ id: other, price: 450 });
    expect(price.status).toBe(200);
    expect(price.body.product).toMatchObject({ status: 'Pending', price: 450, rejectionReason: null });
    expect(await waitingNotices('Rejected kettle')).toBe(2);
  });

  it('a pending listing stays pending without a second notice; an approved one keeps its price rule', async () => {
    const title = 'Waiting chair';
    const id = await addProduct(app, seller.agent, seller.id, { title });
    const r = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: 700 } });
    expect(r.data!.editProduct.product.status).toBe('PENDING');
    expect(await waitingNotices(title)).toBe(1);

    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    const kept = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: 650 } });
    expect(kept.data!.editProduct.product.status).toBe('APPROVED');
    expect(await waitingNotices(title)).toBe(1);
  });
});
