import { dialectOf } from '../src/db/data-source';
import { rebuildSearchIndex } from '../src/modules/search/rows';
import { MAX_POSTING_TERMS } from '../src/modules/search/postings';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved, setStatus } from './products.support';

/**
 * One-word searches, where a word is a prefix that several stored words share ("book": book,
 * books, bookshelf). On MariaDB these read the postings table (search/postings.ts), merging one
 * ordered range per word; the answers must be the same as a search that ranks every match: each
 * product once, most occurrences of its best word first, then newest, and a cursor that walks
 * every match exactly once.
 */
describeApp('products: one-word prefix searches', () => {
  let app: TestApp;
  let seller: TestAccount;
  const made: Record<string, string> = {};
  // [name, title, description], oldest first: the hits of each one's best "book…" word are in the name.
  const products: [string, string, string][] = [
    ['one-old', 'Old book', 'A novel.'],
    ['three', 'Books books books', 'Three paperbacks, one bookshelf.'],
    ['shelf-two', 'Bookshelf', 'A bookshelf in teak; fits many books.'],
    ['one-new', 'Notebook and book', 'Spiral bound.'],
    ['two', 'Book lamp', 'Clip-on book light.'],
    ['none', 'Table lamp', 'Warm light, no shade.'],
  ];
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    for (const [name, title, description] of products) {
      made[name] = await addApproved(app, seller.agent, seller.id, {
        title,
        description,
        category: name === 'shelf-two' ? 'FURNITURE' : 'BOOKS',
      });
      app.clock.advance(1000);
    }
  });
  afterAll(() => app?.close());

  /** The expected products in MariaDB's order or in SQLite's. */
  const order = (mariadb: string[], sqlite: string[]) =>
    (dialectOf(app.services.db) === 'mysql' ? mariadb : sqlite).map((n) => made[n]);

  const search = (
    text: string,
    extra: { filter?: Record<string, unknown>; first?: number; after?: string | null } = {},
  ) =>
    gql(app.agent(), PRODUCT_OPS.products, {
      first: extra.first,
      after: extra.after,
      filter: { ...extra.filter, search: text },
      sort: 'RELEVANCE',
    });

  /** Every page of a search, `first` at a time. */
  async function walk(text: string, first: number, filter?: Record<string, unknown>) {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const r = await search(text, { first, after, filter });
      expect(r.errors).toBeUndefined();
      seen.push(...r.data!.products.nodes.map((n: { id: string }) => n.id));
      if (!r.data!.products.pageInfo.hasNextPage) return { seen, totalCount: r.data!.products.totalCount as number };
      after = r.data!.products.pageInfo.endCursor;
    }
    throw new Error('more than 20 pages');
  }

  it('a prefix shared by several words: each product once, its best word first, then newest', async () => {
    // MariaDB's postings: "Books books books" (3), then "bookshelf … bookshelf" (2) and "Book lamp
    // … book" (2), newest first, then the products with one "book…" word, newest first. SQLite's
    // FTS5 ranks by bm25, which adds up every matching word and favours shorter texts. ("Notebook"
    // starts with "note", not "book".)
    const expected = order(
      ['three', 'two', 'shelf-two', 'one-new', 'one-old'],
      ['three', 'shelf-two', 'two', 'one-old', 'one-new'],
    );
    for (const first of [1, 2, 3, 10]) {
      const { seen, totalCount } = await walk('book', first);
      expect({ first, seen }).toEqual({ first, seen: expected });
      expect(totalCount).toBe(5);
    }
  });

  it('with a filter, the same order among the products that pass it', async () => {
    const { seen, totalCount } = await walk('book', 2, { category: 'BOOKS' });
    expect(seen).toEqual(order(['three', 'two', 'one-new', 'one-old'], ['three', 'two', 'one-old', 'one-new']));
    expect(totalCount).toBe(4);
  });

  it('a longer prefix narrows the words; no stored word is an empty answer', async () => {
    expect((await walk('booksh', 1)).seen).toEqual(['shelf-two', 'three'].map((n) => made[n]));
    expect(await walk('bookz', 5)).toEqual({ seen: [], totalCount: 0 });
  });

  it('a product approved with a new word of the prefix is found by the next search', async () => {
    expect((await walk('bookm', 5)).seen).toEqual([]);
    const bookmark = await addApproved(app, seller.agent, seller.id, {
      title: 'Leather bookmark',
      description: 'Hand stitched.',
    });
    expect((await walk('bookm', 5)).seen).toEqual([bookmark]);
    expect((await gql(seller.agent, PRODUCT_OPS.del, { id: bookmark })).errors).toBeUndefined();
    expect((await walk('bookm', 5)).seen).toEqual([]);
  });

  it('accents do not matter, the vowel signs of Hindi do', async () => {
    const cafe = await addApproved(app, seller.agent, seller.id, { title: 'Café chair', description: 'Wicker.' });
    const plain = await addApproved(app, seller.agent, seller.id, { title: 'Cafe stool', description: 'Metal.' });
    const grammar = await addApproved(app, seller.agent, seller.id, { title: 'हिंदी व्याकरण', description: 'पुस्तक' });
    const other = await addApproved(app, seller.agent, seller.id, { title: 'हद पार', description: 'दूसरा शब्द' });
    for (const word of ['cafe', 'CAFÉ']) expect((await walk(word, 5)).seen.sort()).toEqual([cafe, plain].sort());
    expect((await walk('हिंदी', 5)).seen).toEqual([grammar]);
    expect((await walk('हद', 5)).seen).toEqual([other]);
    for (const id of [cafe, plain, grammar, other])
      expect((await gql(seller.agent, PRODUCT_OPS.del, { id })).errors).toBeUndefined();
  });

  it(`a prefix of more than ${MAX_POSTING_TERMS} words is still found, through the full-text index`, async () => {
    const words = Array.from({ length: MAX_POSTING_TERMS + 2 }, (_, i) => `qz${String.fromCharCode(97 + i)}x`);
    const many = await addApproved(app, seller.agent, seller.id, { title: 'Word list', description: words.join(' ') });
    const { seen, totalCount } = await walk('qz', 5);
    expect(seen).toEqual([many]);
    expect(totalCount).toBe(1);
    expect((await walk('qzc', 5)).seen).toEqual([many]);
  });

  it('approvals, edits, rejections and deletes keep the index equal to one rebuilt from the products', async () => {
    const a = await addApproved(app, seller.agent, seller.id, {
      title: 'Cookbook',
      description: 'Cookbook of cookies.',
    });
    const b = await addApproved(app, seller.agent, seller.id, { title: 'Cook stove', description: 'Two burners.' });
    expect(
      (
        await gql(seller.agent, PRODUCT_OPS.edit, {
          input: { id: a, title: 'Cook book', description: 'Recipes: cooking for one.' },
        })
      ).errors,
    ).toBeUndefined();
    await setStatus(app, a, 'Approved');
    await setStatus(app, b, 'Rejected');
    expect((await gql(seller.agent, PRODUCT_OPS.del, { id: made['none'] })).errors).toBeUndefined();
    const words = ['cook', 'cooki', 'book', 'stove', 'recipes', 'lamp', 'qz'];
    const answers = async () => Promise.all(words.map(async (w) => (await walk(w, 2)).seen));
    const snapshot = async () =>
      dialectOf(app.services.db) === 'mysql'
        ? app.services.db.query(
            'SELECT term, hits, created_at, id FROM product_terms ORDER BY term, hits, created_at, id',
          )
        : [];
    const before = { answers: await answers(), postings: await snapshot() };
    expect(before.answers[0]).toEqual([a]); // "cook": the cook book (2 hits), not the rejected stove
    expect(before.answers[2]).not.toContain(b);
    await rebuildSearchIndex(app.services.db);
    app.services.products.changed.emit();
    expect({ answers: await answers(), postings: await snapshot() }).toEqual(before);
  });
});
