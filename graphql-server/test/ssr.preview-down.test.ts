import express from 'express';
import supertest from 'supertest';
import { ssrPages } from '../src/http/ssr-pages';
import { silentLogger } from '../src/lib/logger';
import type { RequestContext } from '../src/core/request-context';

/**
 * A listing's page while the database is away: nobody can tell whether the listing is public, so it
 * is no 404 (a crawler would drop the page); the shell opens with the site's preview and the app
 * says what is wrong. (With the database up: ssr.pages.test.ts, link-preview.test.ts.)
 */
describe("a listing's page with the database away", () => {
  const site = {
    title: 'Campus Market',
    description: 'Buy and sell.',
    url: 'http://localhost:4000/',
    image: null,
    imageInfo: null,
  };
  const app = express();
  app.use(
    ssrPages({
      template: () =>
        '<html><head><title>Campus Market</title></head><body><div id="root"><!--ssr-html--></div></body></html>',
      render: () => Promise.reject(new Error('the database is away')),
      status: () => Promise.resolve(200),
      context: (_req, res, next) => {
        res.locals.ctx = { user: null } as unknown as RequestContext; // a visitor: all the page reads
        next();
      },
      previews: { site: () => site, product: () => Promise.reject(new Error('the database is away')) },
      logger: silentLogger,
    }),
  );

  it('answers 200 with the shell and the site preview, never a 404', async () => {
    const res = await supertest(app).get('/product/0191f5c2-0000-7000-8000-000000000000').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['x-rendered-shell']).toBe('1');
    expect(res.text).toContain('<meta property="og:type" content="website" />');
    expect(res.text).toContain('<div id="root"><!--ssr-html--></div>');
  });
});
