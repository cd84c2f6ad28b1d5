#!/usr/bin/env node
// Lists the newest approved Campus Market listings with an API token, over GraphQL, one line each.
// Node 20, no dependencies. A guide to what it uses: docs/integrations.md.
//
//   CAMPUS_URL=http://localhost:4000 CAMPUS_TOKEN=cmk_… node examples/list-new-listings.mjs
//   … node examples/list-new-listings.mjs --since 2026-11-27T08:00:00Z   # everything listed after that
//   … node examples/list-new-listings.mjs --limit 5                      # the newest 5 (default 20)
//
// The token needs the scope read:products (a student's cmk_ token or an admin's cma_ app token).
// Exit codes: 0 listed; 1 unexpected answer; 2 usage; 3 token refused (401); 4 scope missing (403);
// 5 rate limited (429, try again after the seconds printed).
import { parseArgs } from 'node:util';

const QUERY = `query NewListings($first: Int, $after: String) {
  products(sort: NEWEST, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { id title effectivePrice category createdAt }
  }
}`;

/** Ends the program with a message on stderr. */
function fail(code, message) {
  console.error(`list-new-listings: ${message}`);
  process.exit(code);
}

function options() {
  let values;
  try {
    ({ values } = parseArgs({ options: { since: { type: 'string' }, limit: { type: 'string' } } }));
  } catch (err) {
    fail(2, err.message);
  }
  const base = process.env.CAMPUS_URL;
  const token = process.env.CAMPUS_TOKEN;
  if (!base || !token) fail(2, 'set CAMPUS_URL (e.g. http://localhost:4000) and CAMPUS_TOKEN (cmk_… or cma_…)');
  const since = values.since === undefined ? null : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) fail(2, `--since is not a date: ${values.since}`);
  const limit = values.limit === undefined ? (since ? Infinity : 20) : Number(values.limit);
  if (!(limit >= 1)) fail(2, `--limit must be a positive number: ${values.limit}`);
  return { endpoint: new URL('/graphql', base), token, since, limit };
}

/** One page of `products`; every refusal ends the program with its own exit code. */
async function page(endpoint, token, variables) {
  const res = await fetch(endpoint, {
    method: 'POST',
    // A bearer call needs no cookie and no CSRF header: the Authorization header is enough.
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables }),
  });
  const body = await res.json().catch(() => null);
  const error = body?.errors?.[0];
  const code = error?.extensions?.code;
  if (res.status === 401 || code === 'UNAUTHENTICATED')
    fail(3, `the token was refused (401): ${error?.message ?? 'invalid, expired or revoked'}`);
  if (code === 'FORBIDDEN')
    fail(4, `the token lacks the scope ${error.extensions.requiredScope ?? 'read:products'} (403): ${error.message}`);
  if (res.status === 429 || code === 'RATE_LIMITED') {
    const wait = res.headers.get('retry-after') ?? error?.extensions?.retryAfterSeconds ?? '?';
    fail(5, `rate limited (429): try again in ${wait} seconds`);
  }
  if (!res.ok || error || !body?.data) fail(1, `unexpected answer ${res.status}: ${JSON.stringify(body)}`);
  return body.data.products;
}

/** Walks the pages newest first until --since or --limit says stop. */
async function main() {
  const { endpoint, token, since, limit } = options();
  let after = null;
  let printed = 0;
  for (;;) {
    const { nodes, pageInfo } = await page(endpoint, token, { first: Math.min(100, limit - printed), after });
    for (const p of nodes) {
      if (since && new Date(p.createdAt) <= since) return; // the first one not newer ends the walk
      console.log(`${p.createdAt}  ₹${p.effectivePrice}  ${p.title}  (${p.category}, ${p.id})`);
      if (++printed >= limit) return;
    }
    if (!pageInfo.hasNextPage) return;
    after = pageInfo.endCursor;
  }
}

// fetch rejects when the server cannot be reached at all (its cause says why).
await main().catch((err) => fail(1, `${err.message}${err.cause ? `: ${err.cause.message}` : ''}`));
