import { type Request, Router } from 'express';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../auth/request-context';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { routeLabel } from '../../lib/route-labels';
import { PUBLIC_LISTS, listParams, restListArgs } from './list-query';
import { productFields, toRestProduct } from './product.rest-shape';
import type { ProductView } from './product-view';
import { PRODUCT_MESSAGES, type ListArgs, type ProductConnection } from './products.service';
import { scope } from '../tokens/require-scope';

/** /api/v1/product/...: thin adapters over ProductsService, ListingsService and ModerationService. */
export function productsRouter(services: Services): Router {
  const { products, listings, moderation } = services;
  const r = Router();

  const one = async (ctx: RequestContext, p: ProductView) => toRestProduct(p, await products.seller(ctx, p));
  const result = async (ctx: RequestContext, res: { message: string; product: ProductView }) => ({
    message: res.message,
    product: await one(ctx, res.product),
  });
  const list = async (ctx: RequestContext, c: ProductConnection) => {
    const [rows, { totalCount, capped }] = await Promise.all([Promise.all(c.nodes.map((p) => one(ctx, p))), c.count()]);
    return {
      message: PRODUCT_MESSAGES.listed,
      products: rows,
      totalCount,
      totalCountCapped: capped,
      pageInfo: c.pageInfo,
    };
  };
  /** ?first=&after=&sort=&minPrice=&maxPrice=&condition=&category= of every list path (list-query.ts). */
  const listArgs = (req: Request, filter: ListArgs['filter'] = {}): ListArgs => restListArgs(req.query, filter ?? {});
  const getOne = handle(async (ctx, req) => {
    const p = await products.getProduct(ctx, String(req.params.id));
    if (!p) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return { message: PRODUCT_MESSAGES.found, product: await one(ctx, p) };
  });

  r.post(
    '/add-product',
    scope('write:products'),
    handle(async (ctx, req) => result(ctx, await listings.add(ctx, productFields(body(req)))), 201),
  );

  r.put(
    '/edit-product',
    scope('write:products'),
    handle(async (ctx, req) => {
      const b = body(req);
      const id = b.id ?? b._id ?? '';
      // Any other JSON value than a string or number names no product: its spelling only has to be a string.
      return result(ctx, await listings.edit(ctx, typeof id === 'string' ? id : JSON.stringify(id), productFields(b)));
    }),
  );

  r.delete(
    '/delete-product/:id',
    scope('write:products'),
    handle((ctx, req) => listings.delete(ctx, String(req.params.id))),
  );

  r.get(
    '/unapproved-products',
    scope('moderate'),
    handle(async (ctx, req) => list(ctx, await products.pending(ctx, listArgs(req)))),
  );

  r.put(
    '/update-product-status/:id',
    scope('moderate'),
    handle(async (ctx, req) => {
      const b = body(req);
      return result(
        ctx,
        await moderation.setStatus(ctx, { id: String(req.params.id), status: b.status, reason: b.reason }),
      );
    }),
  );

  r.put(
    '/availability/:id',
    scope('write:products'),
    handle(async (ctx, req) =>
      result(
        ctx,
        await services.availability.set(ctx, { id: String(req.params.id), availability: body(req).availability }),
      ),
    ),
  );

  // The public lists: their arguments as list-query.ts reads them (the public cache keys on the same).
  r.get(
    '/all-products',
    scope('read:products'),
    handle(async (ctx, req) => list(ctx, await products.list(ctx, PUBLIC_LISTS['/all-products'](req.query)))),
  );
  r.get(
    '/all-products-for-homepage',
    scope('read:products'),
    handle(async (ctx, req) =>
      list(ctx, await products.list(ctx, PUBLIC_LISTS['/all-products-for-homepage'](req.query))),
    ),
  );
  r.get('/home/:id', scope('read:products'), getOne);

  r.get(
    '/user/:userId',
    scope('read:products'),
    handle(async (ctx, req) =>
      list(
        ctx,
        await products.list(
          ctx,
          listArgs(req, {
            sellerId: String(req.params.userId),
            includeUnapproved: req.query.includeUnapproved === 'true',
            // ?availability=sold: the profile's "Sold" section.
            availability: typeof req.query.availability === 'string' ? req.query.availability : undefined,
          }),
        ),
      ),
    ),
  );

  r.get(
    '/category/:category',
    scope('read:products'),
    handle(async (ctx, req) =>
      list(ctx, await products.list(ctx, PUBLIC_LISTS['/category/:category'](req.query, String(req.params.category)))),
    ),
  );

  // The spec documents /search?query= as answering a bare list of products, so a client written
  // to it reads the body as an array. Paging rides along outside the body: ?first=&after= in the
  // query string; the total, the next cursor and a ready-made next link in the headers.
  r.get(
    '/search',
    scope('read:products'),
    handle(async (ctx, req, res) => {
      const page = await products.list(ctx, PUBLIC_LISTS['/search'](req.query));
      const { totalCount, capped } = await page.count();
      // "1000+" when the search stopped counting (see SEARCH_COUNT_CAP).
      res.setHeader('X-Total-Count', capped ? `${totalCount}+` : String(totalCount));
      if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
        res.setHeader('X-Next-Cursor', page.pageInfo.endCursor);
        res.setHeader('Link', `<${nextPageUrl(req, page.pageInfo.endCursor)}>; rel="next"`);
      }
      return Promise.all(page.nodes.map((p) => one(ctx, p)));
    }),
  );
  // The path shape keeps its object answer (message, products, totalCount, pageInfo).
  r.get(
    '/search/:query',
    scope('read:products'),
    handle(async (ctx, req) =>
      list(ctx, await products.list(ctx, PUBLIC_LISTS['/search/:query'](req.query, String(req.params.query)))),
    ),
  );

  r.get(
    '/similar/:id',
    scope('read:products'),
    handle(async (ctx, req) => {
      const similar = await services.similar.similarById(ctx, String(req.params.id));
      return { message: PRODUCT_MESSAGES.listed, products: await Promise.all(similar.map((p) => one(ctx, p))) };
    }),
  );

  // Last: it would shadow every path above (and the wishlist's, wishlist.rest.ts, mounted before this router).
  r.get('/:id', scope('read:products'), getOne);

  return r;
}

/**
 * The same list's next page: its route as declared and the parameters it read, with `after` moved
 * (relative: proxies keep their own origin). Nothing else of the request, so every request for the
 * same list gets the same answer (the public cache stores one for all of them).
 */
function nextPageUrl(req: Request, endCursor: string): string {
  const params = listParams(req.query, ['query']);
  params.set('after', endCursor);
  return `${routeLabel(req)}?${params.toString()}`;
}
