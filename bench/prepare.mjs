// Before the measured runs: a real sign-in of the bench user, the cursor of a deep page, and the
// check that app and baseline answer the same products.
import { HOME_PAGE_SIZE, answerIds, wrongPage } from './scenarios.mjs';

/** A real sign-in of the bench user, through the app's REST login. */
export async function login(appUrl, user) {
  const res = await fetch(`${appUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ collegeId: user.collegeId, password: user.password }),
  });
  if (!res.ok) throw new Error(`login of the bench user failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => /cm_session=/.test(c));
  if (!cookie) throw new Error('login answered no session cookie');
  return cookie;
}

/** The cursor about 50 pages into the home list, by paging the app as a client would. */
export async function deepCursor(appUrl) {
  let cursor = null;
  let pages = 0;
  for (; pages < 50; pages++) {
    const res = await fetch(
      `${appUrl}/api/v1/product/all-products-for-homepage?first=${HOME_PAGE_SIZE}${cursor ? `&after=${cursor}` : ''}`,
    );
    const body = await res.json();
    if (!res.ok) throw new Error(`paging the home list failed: ${res.status} ${JSON.stringify(body)}`);
    if (!body.pageInfo.hasNextPage) break;
    cursor = body.pageInfo.endCursor;
  }
  return { cursor, pages };
}

async function call(baseUrl, request) {
  const res = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (an error page): `json` stays null and the comparison reports `text`.
  }
  return { status: res.status, json, text };
}

/**
 * A page scenario's first page: the server-rendered page (not the shell), holding every product
 * its baseline answer names (the home page's cards, the detail's product) in its markup and state.
 * A cached page's baseline is the home list whatever the page, so only the uncached ones are compared.
 */
async function checkPage(s, appUrl, baseUrl) {
  const notes = [];
  let html;
  let wrong;
  // The first render after start compiles the bundle's code: on a busy machine it can pass
  // SSR_TIMEOUT_MS and answer the shell. Reported; a shell on the third try is a failure.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const res = await fetch(`${appUrl}${s.html[0].path}`, { headers: s.html[0].headers });
    html = await res.text(); // fetch undoes the brotli
    wrong = wrongPage(res.status, Object.fromEntries(res.headers), html);
    if (!wrong) break;
    notes.push(`${s.name}: request ${attempt} to the app ${wrong}`);
  }
  if (wrong) return { problems: [`${s.name}: the app ${wrong}`], notes };
  if (s.cached) return { problems: [], notes };
  const b = await call(baseUrl, s.baseline[0]);
  const ids = b.json ? answerIds(b.json) : null;
  if (!ids?.length)
    return { problems: [`${s.name}: the baseline answered ${b.status} ${b.text.slice(0, 200)}`], notes };
  const missing = ids.filter((id) => !html.includes(String(id)));
  return {
    problems: missing.length ? [`${s.name}: the page lacks the baseline's products ${JSON.stringify(missing)}`] : [],
    notes,
  };
}

/** Keys whose values differ between two REST answers (products compared field by field). */
function differences(a, b, where = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    if (Array.isArray(a) !== Array.isArray(b)) return [where || '(root)'];
    const order =
      JSON.stringify(Object.keys(a)) === JSON.stringify(Object.keys(b)) || Array.isArray(a)
        ? []
        : [`${where || '(root)'} (field order)`];
    return [...order, ...keys.flatMap((k) => differences(a[k], b[k], where ? `${where}.${k}` : k))];
  }
  return [where || '(root)'];
}

/**
 * The cheap correctness check: app (GraphQL and REST) and baseline answer the same products for
 * each scenario's first request; the REST answers are compared field by field (reported, not fatal).
 */
export async function checkAgreement(list, servers) {
  const problems = [];
  const notes = [];
  for (const s of list) {
    const app = s.cached ? servers.appCached : servers.app;
    const base = s.cached ? servers.baseCached : servers.base;
    if (s.html) {
      const page = await checkPage(s, app.url, base.url);
      problems.push(...page.problems);
      notes.push(...page.notes);
      continue;
    }
    const [g, r, b] = await Promise.all([
      call(app.url, s.graphql[0]),
      call(app.url, s.rest[0]),
      call(base.url, s.baseline[0]),
    ]);
    const failed = [
      ['app GraphQL', g],
      ['app REST', r],
      ['baseline', b],
    ].filter(([, res]) => res.status !== 200 || !res.json || res.json.errors);
    for (const [what, res] of failed)
      problems.push(`${s.name}: ${what} answered ${res.status} ${res.text.slice(0, 200)}`);
    if (failed.length) continue;
    const ids = { graphql: answerIds(g.json), rest: answerIds(r.json), baseline: answerIds(b.json) };
    if (!ids.baseline?.length) problems.push(`${s.name}: the baseline's first page is empty`);
    if (JSON.stringify(ids.graphql) !== JSON.stringify(ids.baseline))
      problems.push(
        `${s.name}: GraphQL ids ${JSON.stringify(ids.graphql)} differ from the baseline's ${JSON.stringify(ids.baseline)}`,
      );
    if (JSON.stringify(ids.rest) !== JSON.stringify(ids.baseline))
      problems.push(
        `${s.name}: REST ids ${JSON.stringify(ids.rest)} differ from the baseline's ${JSON.stringify(ids.baseline)}`,
      );
    const diff = differences(r.json, b.json);
    if (diff.length)
      notes.push(
        `${s.name}: the app's REST answer and the baseline's differ in ${diff.slice(0, 8).join(', ')}${diff.length > 8 ? ', …' : ''}`,
      );
  }
  return { problems, notes };
}
