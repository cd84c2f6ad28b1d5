import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS, addProduct } from './products.support';

describeApp('products: moderation and visibility', () => {
  let app: TestApp;
  let seller: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    other = await verifiedAccount(app);
    admin = await accountWithRole(app, 'admin');
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  describe('visibility of a pending product', () => {
    it('invisible to a visitor and another student, visible to its seller and a moderator, on both transports', async () => {
      const id = await addProduct(app, seller.agent, seller.id);
      for (const agent of [app.agent(), other.agent]) {
        const r = await gql(agent, PRODUCT_OPS.product, { id });
        expect(r.errors).toBeUndefined();
        expect(r.data!.product).toBeNull();
        const rest = await agent.get(`/api/v1/product/${id}`);
        expect(rest.status).toBe(404);
        expect(rest.body).toEqual({ message: 'Product not found', error: 'NOT_FOUND' });
        expect((await agent.get(`/api/v1/product/home/${id}`)).status).toBe(404);
      }
      for (const who of [seller, moderator, admin]) {
        expect((await gql(who.agent, PRODUCT_OPS.product, { id })).data!.product).toMatchObject({
          id,
          status: 'PENDING',
        });
        const rest = await who.agent.get(`/api/v1/product/${id}`);
        expect(rest.status).toBe(200);
        expect(rest.body.product).toMatchObject({ _id: id, status: 'Pending' });
      }
      // And in lists: not in the public list, nor in the seller's public list.
      const all = await app.agent().get('/api/v1/product/all-products');
      expect(all.body.products.map((p: { _id: string }) => p._id)).not.toContain(id);
      const own = await seller.agent.get(`/api/v1/product/user/${seller.id}?includeUnapproved=true`);
      expect(own.body.products.map((p: { _id: string }) => p._id)).toContain(id);
      const peek = await other.agent.get(`/api/v1/product/user/${seller.id}?includeUnapproved=true`);
      expect(peek.body.products.map((p: { _id: string }) => p._id)).not.toContain(id);
      const gqlPeek = await gql(other.agent, PRODUCT_OPS.products, {
        filter: { sellerId: seller.id, includeUnapproved: true },
      });
      expect(gqlPeek.data!.products.nodes).toEqual([]);
    });
  });

  describe('pendingProducts / GET /unapproved-products', () => {
    it('moderators and admins see the queue oldest first; others are refused', async () => {
      const a = await addProduct(app, seller.agent, seller.id, { title: 'Older pending' });
      app.clock.advance(1000);
      const b = await addProduct(app, seller.agent, seller.id, { title: 'Newer pending' });
      const r = await gql(moderator.agent, PRODUCT_OPS.pending, { first: 100 });
      const ids = r.data!.pendingProducts.nodes.map((n: { id: string }) => n.id);
      expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
      expect(r.data!.pendingProducts.totalCount).toBe(ids.length);
      const rest = await admin.agent.get('/api/v1/product/unapproved-products');
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({
        message: expect.any(String),
        totalCount: ids.length,
        pageInfo: { hasNextPage: false },
      });
      expect(rest.body.products[0]).toMatchObject({ status: 'Pending', seller: { _id: seller.id } });

      expect(errorCode(await gql(other.agent, PRODUCT_OPS.pending, {}))).toBe('FORBIDDEN');
      expect(errorCode(await gql(app.agent(), PRODUCT_OPS.pending, {}))).toBe('UNAUTHENTICATED');
      expect((await other.agent.get('/api/v1/product/unapproved-products')).status).toBe(403);
      expect((await app.agent().get('/api/v1/product/unapproved-products')).status).toBe(401);
      expect(errorCode(await gql(moderator.agent, PRODUCT_OPS.pending, { first: 0 }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('setProductStatus / PUT /update-product-status/:id', () => {
    it('GraphQL: a moderator approves; the product becomes public and leaves the queue', async () => {
      const id = await addProduct(app, seller.agent, seller.id);
      const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
      expect(r.data!.setProductStatus).toEqual({
        message: 'Successfully Approved the product',
        product: { id, status: 'APPROVED', rejectionReason: null },
      });
      expect((await gql(app.agent(), PRODUCT_OPS.product, { id })).data!.product.status).toBe('APPROVED');
      const queue = await gql(moderator.agent, PRODUCT_OPS.pending, { first: 100 });
      expect(queue.data!.pendingProducts.nodes.map((n: { id: string }) => n.id)).not.toContain(id);
    });

    it('REST: an admin rejects with a reason (any case); the reason reaches the seller only', async () => {
      const id = await addProduct(app, seller.agent, seller.id);
      const res = await admin.agent
        .put(`/api/v1/product/update-product-status/${id}`)
        .send({ status: 'rejected', reason: 'Blurry photos' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Successfully Rejected the product',
        product: { _id: id, status: 'Rejected', rejectionReason: 'Blurry photos' },
      });
      const mine = await gql(seller.agent, PRODUCT_OPS.product, { id });
      expect(mine.data!.product).toMatchObject({ status: 'REJECTED', rejectionReason: 'Blurry photos' });
      expect((await gql(other.agent, PRODUCT_OPS.product, { id })).data!.product).toBeNull();
      // Approving later clears the reason, and the public never sees one.
      await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
      expect((await gql(other.agent, PRODUCT_OPS.product, { id })).data!.product).toMatchObject({
        status: 'APPROVED',
        rejectionReason: null,
      });
    });

    it('bad input: PENDING, a reason with an approval, a reason over 500 characters, an unknown status', async () => {
      const id = await addProduct(app, seller.agent, seller.id);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ id, status: 'PENDING' }, { status: 'Status must be Approved or Rejected' }],
        [{ id, status: 'APPROVED', reason: 'Nice' }, { reason: 'A reason goes only with a rejection' }],
        [{ id, status: 'REJECTED', reason: 'x'.repeat(501) }, { reason: 'Reason must be at most 500 characters' }],
      ];
      for (const [input, fields] of cases) {
        const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input });
        expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
      }
      const rest = await moderator.agent.put(`/api/v1/product/update-product-status/${id}`).send({ status: 'Pending' });
      expect(rest.status).toBe(400);
      expect(rest.body.fields).toEqual({ status: 'Status must be Approved or Rejected' });
      const bogus = await moderator.agent.put(`/api/v1/product/update-product-status/${id}`).send({ status: 'maybe' });
      expect(bogus.status).toBe(400);
      expect((await gql(seller.agent, PRODUCT_OPS.product, { id })).data!.product.status).toBe('PENDING');
    });

    it('refused to students, unverified users and visitors; unknown id is 404', async () => {
      const id = await addProduct(app, seller.agent, seller.id);
      expect(errorCode(await gql(seller.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } }))).toBe(
        'FORBIDDEN',
      );
      expect(
        (await other.agent.put(`/api/v1/product/update-product-status/${id}`).send({ status: 'Approved' })).status,
      ).toBe(403);
      const unverified = await registerAccount(app);
      expect(errorCode(await gql(unverified.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } }))).toBe(
        'EMAIL_NOT_VERIFIED',
      );
      expect(errorCode(await gql(app.agent(), PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } }))).toBe(
        'UNAUTHENTICATED',
      );
      expect(
        (await app.agent().put(`/api/v1/product/update-product-status/${id}`).send({ status: 'Approved' })).status,
      ).toBe(401);
      expect(
        (
          await moderator.agent
            .put('/api/v1/product/update-product-status/0190aaaa-0000-7000-8000-000000000000')
            .send({ status: 'Approved' })
        ).status,
      ).toBe(404);
      expect((await gql(seller.agent, PRODUCT_OPS.product, { id })).data!.product.status).toBe('PENDING');
    });

    it('decisions taken at the same moment all succeed, and search finds exactly the approved ones', async () => {
      // Two moderators clearing the queue together: on MariaDB each decision also writes the
      // search table in its transaction, and these once deadlocked each other (500s).
      const word = `zebrawood${Date.now()}`;
      const ids: string[] = [];
      for (let i = 0; i < 16; i++)
        ids.push(
          await addProduct(app, seller.agent, seller.id, { title: `Shelf ${i}`, description: `Made of ${word}.` }),
        );
      const approved = ids.filter((_, i) => i % 4 !== 3);
      const decisions = await Promise.all(
        ids.map((id) =>
          approved.includes(id)
            ? gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } })
            : gql(admin.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'REJECTED', reason: 'Blurry photos' } }),
        ),
      );
      expect(decisions.filter((r) => r.errors)).toEqual([]);
      const found = await gql(app.agent(), PRODUCT_OPS.products, { filter: { search: word }, first: 100 });
      expect(found.data!.products.nodes.map((n: { id: string }) => n.id).sort()).toEqual([...approved].sort());
      // And back: a second round in parallel (approved ones rejected, rejected ones approved).
      const again = await Promise.all(
        ids.map((id) =>
          gql(moderator.agent, PRODUCT_OPS.setStatus, {
            input: { id, status: approved.includes(id) ? 'REJECTED' : 'APPROVED' },
          }),
        ),
      );
      expect(again.filter((r) => r.errors)).toEqual([]);
      const after = await gql(app.agent(), PRODUCT_OPS.products, { filter: { search: word }, first: 100 });
      expect(after.data!.products.nodes.map((n: { id: string }) => n.id).sort()).toEqual(
        ids.filter((id) => !approved.includes(id)).sort(),
      );
    });
  });

  describe('nobody decides on their own product', () => {
    it('a moderator or admin gets 403 on their own listing, on both transports; another moderator decides', async () => {
      for (const who of [moderator, admin]) {
        const id = await addProduct(app, who.agent, who.id, {
          title: `Own listing of a ${who === admin ? 'admin' : 'moderator'}`,
        });
        const r = await gql(who.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
        expect(r.errors![0]).toMatchObject({
          message: 'You cannot approve or reject your own product: another moderator or admin reviews it',
          extensions: { code: 'FORBIDDEN' },
        });
        const rest = await who.agent
          .put(`/api/v1/product/update-product-status/${id}`)
          .send({ status: 'Rejected', reason: 'x' });
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({
          message: 'You cannot approve or reject your own product: another moderator or admin reviews it',
          error: 'FORBIDDEN',
        });
        expect((await gql(who.agent, PRODUCT_OPS.product, { id })).data!.product.status).toBe('PENDING');
        const other = who === moderator ? admin : moderator;
        const ok = await gql(other.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
        expect(ok.data!.setProductStatus.product.status).toBe('APPROVED');
      }
    });
  });

  describe('seller contact details follow the privacy rule', () => {
    it("a visitor does not see a hidden seller's email; a signed-in student does", async () => {
      const id = await addProduct(app, seller.agent, seller.id);
      await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
      const visitor = await gql(app.agent(), PRODUCT_OPS.product, { id });
      expect(visitor.data!.product.seller).toMatchObject({ id: seller.id, email: null, contactHidden: true });
      const student = await gql(other.agent, PRODUCT_OPS.product, { id });
      expect(student.data!.product.seller).toMatchObject({ id: seller.id, email: seller.email, contactHidden: false });
      const rest = await app.agent().get(`/api/v1/product/${id}`);
      expect(rest.body.product.seller).toMatchObject({ _id: seller.id, email: null, contactHidden: true });
    });
  });
});
