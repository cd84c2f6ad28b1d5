import { verifiedAccount } from './helpers/accounts';
import { type TestApp, describeApp } from './helpers/app';
import { type LogLine, loggedApp } from './helpers/logged-app';
import { BUILD_TIMEOUT_MS, HTML, ensureWebBuild, rootOf, stateText, webDistWithBundle } from './helpers/ssr';
import { addApproved } from './products.support';

/**
 * A render that throws or runs past SSR_TIMEOUT_MS answers the client shell (200, never a 500 nor
 * half a page), with a warning naming the path and carrying the request's id. The server bundle
 * here is one written for the test (WEB_DIST=<tmp>/dist, <tmp>/dist-ssr/entry-server.cjs).
 */

const BUNDLES = {
  throws: `exports.render = async () => { throw new Error('render exploded'); };`,
  // Ignores the abort signal, as a render stuck in a query would: the server stops waiting on time.
  hangs: `exports.render = () => new Promise(() => {});`,
};

const PAGES = ['/', '/category/Books', '/search?query=lamp', '/profile/00000000-0000-7000-8000-000000000000'];

for (const [kind, bundle] of Object.entries(BUNDLES)) {
  describeApp(`a render that ${kind}: the client shell`, () => {
    let app: TestApp;
    let lines: () => LogLine[];
    let remove = () => {};
    beforeAll(() => ensureWebBuild(), BUILD_TIMEOUT_MS);
    beforeAll(async () => {
      const web = webDistWithBundle(bundle);
      remove = web.remove;
      ({ app, lines } = await loggedApp({ env: { WEB_DIST: web.dist, SSR_TIMEOUT_MS: '200' } }));
    });
    afterAll(async () => {
      await app?.close();
      remove();
    });

    /** The shell: 200, HTML, #root empty, no state for the browser to hydrate from. */
    async function expectShell(url: string, agent = app.agent()) {
      const res = await agent.get(url).set(HTML);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(stateText(res.text)).toBeNull();
      expect(rootOf(res.text)).toBe('');
      expect(res.text).toContain('<script type="module"');
      const path = url.split('?')[0];
      const warning = lines().find((l) => l.level === 'warn' && l.reqId === res.headers['x-request-id']);
      expect(warning?.msg).toContain(`server render of ${path} fell back to the client shell`);
      expect(warning?.msg).toContain(kind === 'throws' ? 'render exploded' : 'SSR_TIMEOUT_MS (200 ms)');
      return res;
    }

    it('every landing page answers the shell, with a warning naming its path', async () => {
      for (const url of PAGES) {
        const res = await expectShell(url);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it("a listing's page keeps its link preview; a signed-in page stays private", async () => {
      const seller = await verifiedAccount(app);
      const id = await addApproved(app, seller.agent, seller.id, { title: 'Desk lamp' });
      const anonymous = await expectShell(`/product/${id}`);
      expect(anonymous.text).toContain('<meta property="og:title" content="Desk lamp" />');
      const signedIn = await expectShell(`/product/${id}`, seller.agent);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    });

    it('the server keeps serving: the API answers after the failed renders', async () => {
      await expectShell('/');
      const res = await app.agent().post('/graphql').send({ query: '{ categories { id } }' });
      expect(res.status).toBe(200);
      expect(res.body.data.categories.length).toBeGreaterThan(0);
    });
  });
}
