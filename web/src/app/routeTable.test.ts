import { describe, expect, it } from '@jest/globals';
import { pagePaths, pageStatus } from './routeTable';
import { routes } from './routes';

// What the server answers a direct load with (graphql-server/test/ssr.not-found.test.ts loads them).
describe('the route table as the server reads it', () => {
  it('lists every page, the guarded ones too, and not the catch-all', () => {
    const paths = pagePaths(routes);
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/product/:id', '/api-tokens', '/admin/webhooks']));
    expect(paths).not.toContain('*');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('a page is 200; no page, or a category that does not exist, is 404', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/category/books',
      '/category/Electronics',
      '/reset-password/abc.def',
    ])
      expect([path, pageStatus(routes, path)]).toEqual([path, 200]);
    for (const path of ['/no-such-page', '/category/NoSuch', '/category/Books/extra', '/favicon.svg/'])
      expect([path, pageStatus(routes, path)]).toEqual([path, 404]);
  });
});
