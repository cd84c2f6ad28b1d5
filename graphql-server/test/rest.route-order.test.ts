import express from 'express';
import supertest from 'supertest';
import { z } from 'zod';
import { type MountedRoutes, RestRoutes } from '../src/core/rest/rest-route';
import { bySpecificity, routesBySpecificity } from '../src/core/rest/route-order';
import type { RequestContext } from '../src/core/request-context';
import { ANY_TOKEN } from '../src/core/scopes';

/**
 * REST routes match by their path's specificity, not by the order the modules are listed in: of two
 * routes that both match a path, the one with a fixed word where the other has a parameter answers,
 * whichever module was mounted first.
 */
/** Declares GET `path` on `routes`, answering which route it is. */
const answer = (routes: RestRoutes, path: string, by: string): void =>
  routes.get(path, { summary: by, scope: ANY_TOKEN, public: true, response: z.object({ by: z.string() }) }, () => ({
    by,
  }));

const answering = (tag: string, path: string): RestRoutes => {
  const routes = new RestRoutes(tag);
  answer(routes, path, tag);
  return routes;
};

const appOf = (mounted: MountedRoutes[]) => {
  const app = express();
  app.use((_req, res, next) => {
    const ctx: RequestContext = {
      ip: '127.0.0.1',
      userAgent: null,
      session: null,
      user: null,
      cookies: { set() {}, clear() {} },
    };
    res.locals.ctx = ctx;
    next();
  });
  app.use(routesBySpecificity(mounted));
  return app;
};

describe('REST route order', () => {
  it('answers a path two routes match with the more specific one, in either order', async () => {
    // The products router's /:id under /product, and another module's /product/history/:id.
    const general = { prefix: '/product', routes: answering('general', '/:id') };
    const specific = { prefix: '', routes: answering('specific', '/product/history/:id') };
    for (const mounted of [
      [general, specific],
      [specific, general],
    ]) {
      const app = appOf(mounted);
      expect((await supertest(app).get('/product/history/abc')).body).toEqual({ by: 'specific' });
      expect((await supertest(app).get('/product/abc')).body).toEqual({ by: 'general' });
    }
  });

  it('prefers a fixed segment to a parameter within one module too, whatever the declaration order', async () => {
    const routes = new RestRoutes('one');
    answer(routes, '/:id', 'param');
    answer(routes, '/search', 'search');
    const app = appOf([{ prefix: '/product', routes }]);
    expect((await supertest(app).get('/product/search')).body).toEqual({ by: 'search' });
    expect((await supertest(app).get('/product/lamp')).body).toEqual({ by: 'param' });
  });

  it('orders paths segment by segment: a word before a parameter before a wildcard', () => {
    const paths = ['/product/:id', '/*rest', '/product/history/:id', '/product/search', '/:x/y'];
    expect([...paths].sort(bySpecificity)).toEqual([
      '/product/history/:id',
      '/product/search',
      '/product/:id',
      '/:x/y',
      '/*rest',
    ]);
  });
});
