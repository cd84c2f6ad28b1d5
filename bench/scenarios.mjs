// What the bench asks for: the web's screens, each over GraphQL (the web's own operations and
// variables) and over the REST bridge (the documented paths), plus the baseline's REST path for
// the same data. Page sizes and variables are the web's (NewListings, CategoryPage, SearchPage).
import { operation } from './documents.mjs';

export const HOME_PAGE_SIZE = 12;
export const LIST_PAGE_SIZE = 24;
/** The category screen with the filters its panel offers: a condition and the maximum-price slider. */
const CATEGORY = { category: 'ELECTRONICS', condition: 'USED', maxPrice: 5000 };
const CATEGORY_REST = '/api/v1/product/category/electronics?condition=used&maxPrice=5000';

const GRAPHQL_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
};

const graphql = (name, variables, headers = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: { ...GRAPHQL_HEADERS, ...headers },
  body: JSON.stringify({ operationName: name, variables, query: operation(name) }),
});
const rest = (path, headers = {}) => ({ method: 'GET', path, headers });

/** One request per value in turn (autocannon's setupRequest), shared by every connection. */
function rotating(values, make) {
  const requests = values.map(make);
  let i = 0;
  return [{ ...requests[0], setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }];
}

/**
 * The scenarios of one seeded database. `ctx`: { rareTerms, commonTerms, detailIds, deepCursor, cookie }.
 * Searches take their words in turn, as details take their ids: many users rarely search the
 * same word at the same instant (and an app may merge identical requests in flight).
 * Each has `graphql` and `rest` (autocannon request lists for the app) and `baseline` (for the bare
 * server); `cached` ones run against the app with its shared response cache on.
 */
export function scenarios(ctx) {
  const browse = (variables) => graphql('BrowseProducts', variables);
  const search = (terms) => ({
    graphql: rotating(terms, (term) => browse({ filter: { search: term }, sort: 'RELEVANCE', first: LIST_PAGE_SIZE })),
    rest: rotating(terms, (term) =>
      rest(`/api/v1/product/search?query=${encodeURIComponent(term)}&first=${LIST_PAGE_SIZE}`),
    ),
  });
  const home = {
    graphql: [browse({ filter: {}, first: HOME_PAGE_SIZE })],
    rest: [rest(`/api/v1/product/all-products-for-homepage?first=${HOME_PAGE_SIZE}`)],
  };
  const deep = `/api/v1/product/all-products-for-homepage?first=${HOME_PAGE_SIZE}&after=${ctx.deepCursor}`;
  const cookie = { cookie: ctx.cookie };
  const list = [
    { name: 'home', ...home },
    {
      name: 'category',
      graphql: [browse({ filter: CATEGORY, sort: 'NEWEST', first: LIST_PAGE_SIZE })],
      rest: [rest(`${CATEGORY_REST}&first=${LIST_PAGE_SIZE}`)],
    },
    { name: 'search (rare)', ...search(ctx.rareTerms) },
    { name: 'search (common)', ...search(ctx.commonTerms) },
    ...(ctx.deepCursor
      ? [
          {
            name: 'deep page',
            graphql: [browse({ filter: {}, first: HOME_PAGE_SIZE, after: ctx.deepCursor })],
            rest: [rest(deep)],
          },
        ]
      : []),
    {
      name: 'detail',
      graphql: rotating(ctx.detailIds, (id) => graphql('ProductDetail', { id })),
      rest: rotating(ctx.detailIds, (id) => rest(`/api/v1/product/${id}`)),
    },
    {
      name: 'wishlist',
      graphql: [graphql('Wishlist', {}, cookie)],
      rest: [rest('/api/v1/product/get-wishlist', cookie)],
    },
    { name: 'cached home', cached: true, ...home },
  ];
  // The baseline answers every scenario over REST: the same paths and answers as the app's REST.
  return list.map((s) => ({ ...s, baseline: s.rest }));
}

/** The product ids of an answer, whatever its shape (for comparing app and baseline). */
export function answerIds(body) {
  const json = typeof body === 'string' ? JSON.parse(body) : body;
  const data = json.data ?? json;
  const list = Array.isArray(data)
    ? data
    : (data.products?.nodes ?? data.products ?? data.wishlist ?? (data.product ? [data.product] : null));
  if (!Array.isArray(list)) return null;
  return list.map((p) => p.id ?? p._id);
}
