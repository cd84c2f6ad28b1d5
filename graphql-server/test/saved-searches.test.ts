import { HTTP_STATUS } from '../src/lib/errors';
import { type TestAccount, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { SAVED_SEARCH_OPS } from './saved-searches.support';
import { FILTER_MESSAGES } from '../src/modules/saved-searches/saved-search-filter';

describeApp('saved searches', () => {
  let app: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    alice = await verifiedAccount(app);
    bob = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  it('GraphQL: saves with its filter and link, lists newest first, deletes; another user sees none of it', async () => {
    const saved = await gql(alice.agent, SAVED_SEARCH_OPS.save, {
      input: { name: ' Cheap bikes ', filter: { search: 'bicycle', category: 'MISCELLANEOUS', maxPrice: 3000 } },
    });
    expect(saved.data!.saveSearch).toMatchObject({
      message: 'Search saved',
      savedSearch: {
        name: 'Cheap bikes',
        filter: { search: 'bicycle', category: 'MISCELLANEOUS', condition: null, minPrice: null, maxPrice: 3000 },
        link: '/search?query=bicycle&category=Miscellaneous&maxPrice=3000',
      },
    });
    app.clock.advance(1000);
    const books = await gql(alice.agent, SAVED_SEARCH_OPS.save, {
      input: { name: 'Books', filter: { category: 'BOOKS' } },
    });
    expect(books.data!.saveSearch.savedSearch.link).toBe('/category/books');
    const list = (await gql(alice.agent, SAVED_SEARCH_OPS.list)).data!.savedSearches;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Books', 'Cheap bikes']);
    expect((await gql(bob.agent, SAVED_SEARCH_OPS.list)).data!.savedSearches).toEqual([]);

    // Another user's id is as unknown as a made-up one, and stays.
    const id = books.data!.saveSearch.savedSearch.id;
    const theirs = await gql(bob.agent, SAVED_SEARCH_OPS.del, { id });
    expect(errorCode(theirs)).toBe('NOT_FOUND');
    expect(theirs.errors![0].message).toBe('Saved search not found');
    expect((await gql(alice.agent, SAVED_SEARCH_OPS.del, { id })).data!.deleteSavedSearch.message).toBe(
      'Saved search deleted',
    );
    expect((await gql(alice.agent, SAVED_SEARCH_OPS.list)).data!.savedSearches).toHaveLength(1);
    expect(errorCode(await gql(alice.agent, SAVED_SEARCH_OPS.del, { id }))).toBe('NOT_FOUND');
  });

  it('GraphQL: an empty filter, a missing name, a bad price range are refused and save nothing', async () => {
    const before = (await gql(bob.agent, SAVED_SEARCH_OPS.list)).data!.savedSearches.length;
    for (const input of [
      { name: 'Nothing', filter: {} },
      { name: 'Blank', filter: { search: '  ?! ' } },
      { name: '  ', filter: { search: 'lamp' } },
      { name: 'Range', filter: { minPrice: 500, maxPrice: 100 } },
      { name: 'Negative', filter: { maxPrice: -1 } },
    ]) {
      const r = await gql(bob.agent, SAVED_SEARCH_OPS.save, { input });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
    }
    expect((await gql(bob.agent, SAVED_SEARCH_OPS.list)).data!.savedSearches).toHaveLength(before);
  });

  it('verified users only: signed out 401, unverified refused (verify first), on both transports', async () => {
    const visitor = app.agent();
    expect(errorCode(await gql(visitor, SAVED_SEARCH_OPS.list))).toBe('UNAUTHENTICATED');
    expect((await visitor.get('/api/v1/saved-searches')).status).toBe(401);
    expect((await visitor.post('/api/v1/saved-searches').send({ name: 'x', filter: { search: 'x' } })).status).toBe(
      401,
    );
    const unverified = await registerAccount(app);
    expect(
      errorCode(await gql(unverified.agent, SAVED_SEARCH_OPS.save, { input: { name: 'x', filter: { search: 'x' } } })),
    ).toBe('EMAIL_NOT_VERIFIED');
    expect((await unverified.agent.get('/api/v1/saved-searches')).status).toBe(HTTP_STATUS.EMAIL_NOT_VERIFIED);
  });

  it('REST: 201 with { message, savedSearch: { _id, name, filter, createdAt } }, lists, deletes; 400, 404', async () => {
    const carol = await verifiedAccount(app);
    const res = await carol.agent.post('/api/v1/saved-searches').send({
      name: 'Lamps',
      filter: { search: 'desk lamp', category: 'electronics', condition: 'like new', minPrice: '100' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Search saved',
      savedSearch: {
        _id: expect.any(String),
        name: 'Lamps',
        filter: { search: 'desk lamp', category: 'Electronics', condition: 'Like New', minPrice: 100, maxPrice: null },
        link: '/search?query=desk+lamp&category=Electronics&condition=like-new&minPrice=100',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    const listed = await carol.agent.get('/api/v1/saved-searches');
    expect(listed.status).toBe(200);
    expect(listed.body.savedSearches.map((s: { _id: string }) => s._id)).toEqual([res.body.savedSearch._id]);

    const empty = await carol.agent.post('/api/v1/saved-searches').send({ name: 'Empty', filter: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/at least one/);
    expect(
      (await carol.agent.post('/api/v1/saved-searches').send({ name: 'X', filter: { category: 'cars' } })).status,
    ).toBe(400);

    expect((await alice.agent.delete(`/api/v1/saved-searches/${res.body.savedSearch._id}`)).status).toBe(404);
    expect((await carol.agent.delete('/api/v1/saved-searches/not-an-id')).status).toBe(404);
    const del = await carol.agent.delete(`/api/v1/saved-searches/${res.body.savedSearch._id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Saved search deleted' });
    expect((await carol.agent.get('/api/v1/saved-searches')).body.savedSearches).toEqual([]);
  });

  it("REST: a value of the wrong type answers the service's words, under the field the client sent", async () => {
    const save = (body: object) => bob.agent.post('/api/v1/saved-searches').send(body);
    const named = await save({ name: 5, filter: { search: 'lamp' } });
    expect([named.status, named.body.fields]).toEqual([400, { name: 'Give the search a name' }]);
    // A filter that is not an object narrows nothing, as the service reads it.
    for (const filter of ['lamp', [], null]) {
      const r = await save({ name: 'Odd', filter });
      expect([r.status, r.body.message]).toEqual([400, FILTER_MESSAGES.empty]);
    }
    const words = await save({ name: 'Odd', filter: { search: 5 } });
    expect([words.status, words.body.message]).toEqual([400, 'Search words must be text']);
    const price = await save({ name: 'Odd', filter: { maxPrice: true } });
    expect([price.status, price.body.message]).toEqual([400, 'Maximum price must be a number']);
    // Prices as text, "" for no category: accepted as before.
    const ok = await save({ name: 'Text price', filter: { category: '', minPrice: '10', maxPrice: 20 } });
    expect([ok.status, ok.body.savedSearch.filter]).toEqual([
      201,
      { search: null, category: null, condition: null, minPrice: 10, maxPrice: 20 },
    ]);
    await bob.agent.delete(`/api/v1/saved-searches/${ok.body.savedSearch._id}`);
  });

  it('at most 20 a user: the 21st is 409 on both transports and saves nothing; deleting one makes room', async () => {
    const dan = await verifiedAccount(app);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await dan.agent.post('/api/v1/saved-searches').send({ name: `S${i}`, filter: { search: `word${i}` } });
      expect(r.status).toBe(201);
      ids.push(r.body.savedSearch._id);
    }
    const rest = await dan.agent.post('/api/v1/saved-searches').send({ name: 'S20', filter: { search: 'more' } });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/at most 20/);
    expect(
      errorCode(await gql(dan.agent, SAVED_SEARCH_OPS.save, { input: { name: 'S20', filter: { search: 'more' } } })),
    ).toBe('CONFLICT');
    expect((await dan.agent.get('/api/v1/saved-searches')).body.savedSearches).toHaveLength(20);
    await dan.agent.delete(`/api/v1/saved-searches/${ids[0]}`);
    expect(
      (await gql(dan.agent, SAVED_SEARCH_OPS.save, { input: { name: 'S20', filter: { search: 'more' } } })).errors,
    ).toBeUndefined();
  });
});
