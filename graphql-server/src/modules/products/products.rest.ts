import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import type { AvailabilityService } from './availability.service';
import type { ListingsService } from './listings.service';
import type { ModerationService } from './moderation.service';
import type { ProductsService, ProductConnection } from './products.service';
import type { SimilarProductsService } from './similar.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { MessageBody } from '../../core/rest/rest-schemas';
import { routeLabel } from '../../lib/route-labels';
import { CATEGORIES } from '../../core/listing-categories';
import { PUBLIC_LISTS, listParams, restListArgs } from './list-query';
import { productFields, toRestProduct } from './product.rest-shape';
import {
  AvailabilityBody,
  NewProductBody,
  ProductEditBody,
  ProductList,
  ProductResult,
  RestProduct,
  SimilarProducts,
  StatusBody,
  listQuery,
  searchHeaders,
  searchQuery,
  sellerListQuery,
} from './products.rest-schemas';
import type { ProductView } from './product-view';
import { PRODUCT_MESSAGES } from './products.service';
import { restReservation } from './reserved-for';

/** /api/v1/product/...: thin adapters over ProductsService, ListingsService and ModerationService. */
export function productsRouter(services: {
  availability: AvailabilityService;
  listings: ListingsService;
  moderation: ModerationService;
  products: ProductsService;
  similar: SimilarProductsService;
  db: DataSource;
}): RestRoutes {
  const { products, listings, moderation } = services;
  const r = new RestRoutes('Products');

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
  r.post(
    '/add-product',
    {
      summary: 'List a product for sale (it waits for a moderator)',
      scope: 'write:products',
      body: NewProductBody,
      status: 201,
      response: ProductResult,
    },
    async (ctx, { body }) => result(ctx, await listings.add(ctx, productFields(body))),
  );

  r.put(
    '/edit-product',
    {
      summary: "Edit one's listing (a change of text, photos or category sends it back to review)",
      conflict: 'The product is sold: it can no longer be edited.',
      scope: 'write:products',
      body: ProductEditBody,
      response: ProductResult,
    },
    async (ctx, { body }) => {
      const id = body.id ?? body._id ?? '';
      return result(ctx, await listings.edit(ctx, String(id), productFields(body)));
    },
  );

  r.delete(
    '/delete-product/:id',
    { summary: "Delete one's listing (admins: any)", scope: 'write:products', response: MessageBody },
    (ctx, { params }) => listings.delete(ctx, params.id),
  );

  r.get(
    '/unapproved-products',
    { summary: 'The listings waiting for review (staff)', scope: 'moderate', query: listQuery, response: ProductList },
    async (ctx, { query }) => list(ctx, await products.pending(ctx, restListArgs(query))),
  );

  r.put(
    '/update-product-status/:id',
    {
      summary: 'Approve or reject a listing (staff)',
      conflict: 'The product is sold: its review is over.',
      scope: 'moderate',
      body: StatusBody,
      response: ProductResult,
    },
    async (ctx, { params, body }) =>
      result(ctx, await moderation.setStatus(ctx, { id: params.id, status: body.status, reason: body.reason })),
  );

  r.put(
    '/availability/:id',
    {
      summary: 'Mark a listing available, reserved or sold (its seller)',
      conflict: 'The product is sold (final), or not approved.',
      scope: 'write:products',
      body: AvailabilityBody,
      response: ProductResult,
    },
    async (ctx, { params, body }) =>
      result(ctx, await services.availability.set(ctx, { id: params.id, availability: body.availability })),
  );

  // The public lists: their arguments as list-query.ts reads them (the public cache keys on the same).
  const publicList = { scope: 'read:products', public: true, query: listQuery, response: ProductList } as const;
  r.get('/all-products', { summary: 'Every approved listing, newest first', ...publicList }, async (ctx, { query }) =>
    list(ctx, await products.list(ctx, PUBLIC_LISTS['/all-products'](query))),
  );
  r.get('/all-products-for-homepage', { summary: "The home page's listings", ...publicList }, async (ctx, { query }) =>
    list(ctx, await products.list(ctx, PUBLIC_LISTS['/all-products-for-homepage'](query))),
  );
  const getOne = async (ctx: RequestContext, id: string) => {
    const p = await products.getProduct(ctx, id);
    if (!p) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return {
      message: PRODUCT_MESSAGES.found,
      product: { ...(await one(ctx, p)), ...(await restReservation(services.db, ctx, p)) },
    };
  };
  const detail = {
    scope: 'read:products',
    public: true,
    description:
      'Pending, rejected and hidden listings: their seller and staff only (404 for others). `reservedForMe` says whether an accepted offer of the caller reserved it; its seller also gets `reservedFor`.',
    response: ProductResult,
  } as const;
  r.get('/home/:id', { summary: 'One listing (the home page spelling)', ...detail }, (ctx, { params }) =>
    getOne(ctx, params.id),
  );

  r.get(
    '/user/:userId',
    {
      summary: "A seller's listings",
      scope: 'read:products',
      public: true,
      query: sellerListQuery,
      response: ProductList,
    },
    async (ctx, { params, query }) =>
      list(
        ctx,
        await products.list(
          ctx,
          restListArgs(query, {
            sellerId: params.userId,
            includeUnapproved: query.includeUnapproved === 'true',
            // ?availability=sold: the profile's "Sold" section.
            availability: typeof query.availability === 'string' ? query.availability : undefined,
          }),
        ),
      ),
  );

  r.get(
    '/category/:category',
    {
      summary: "One category's listings",
      ...publicList,
      paramTypes: { category: z.enum(CATEGORIES).meta({ description: 'Any case, or its display name ("Books").' }) },
    },
    async (ctx, { params, query }) =>
      list(ctx, await products.list(ctx, PUBLIC_LISTS['/category/:category'](query, params.category))),
  );

  // docs/rest.md documents /search?query= as answering a bare list of products, so a client written
  // to it reads the body as an array. Paging rides along outside the body: ?first=&after= in the
  // query string; the total, the next cursor and a ready-made next link in the headers.
  r.get(
    '/search',
    {
      summary: 'Search listings: a bare list, paged by headers',
      ...publicList,
      query: searchQuery,
      response: z.array(RestProduct),
      responseHeaders: searchHeaders,
    },
    async (ctx, { query }, req, res) => {
      const page = await products.list(ctx, PUBLIC_LISTS['/search'](query));
      const { totalCount, capped } = await page.count();
      // "1000+" when the search stopped counting (see SEARCH_COUNT_CAP).
      res.setHeader('X-Total-Count', capped ? `${totalCount}+` : String(totalCount));
      if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
        res.setHeader('X-Next-Cursor', page.pageInfo.endCursor);
        res.setHeader('Link', `<${nextPageUrl(req, page.pageInfo.endCursor)}>; rel="next"`);
      }
      return Promise.all(page.nodes.map((p) => one(ctx, p)));
    },
  );
  // The path shape keeps its object answer (message, products, totalCount, pageInfo).
  r.get(
    '/search/:query',
    { summary: 'Search listings (the path spelling)', ...publicList },
    async (ctx, { params, query }) =>
      list(ctx, await products.list(ctx, PUBLIC_LISTS['/search/:query'](query, params.query))),
  );

  r.get(
    '/similar/:id',
    { summary: 'Listings like this one', scope: 'read:products', public: true, response: SimilarProducts },
    async (ctx, { params }) => {
      const similar = await services.similar.similarById(ctx, params.id);
      return { message: PRODUCT_MESSAGES.listed, products: await Promise.all(similar.map((p) => one(ctx, p))) };
    },
  );

  // Last: it would shadow every path above (and the wishlist's, wishlist.rest.ts, mounted before this router).
  r.get('/:id', { summary: 'One listing', ...detail }, (ctx, { params }) => getOne(ctx, params.id));

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
