import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import type { RequestContext } from '../auth/request-context';
import { toRestProduct } from '../products/product.rest-shape';
import type { ProductView } from '../products/product-view';
import { WISHLIST_MESSAGES } from './wishlist.service';
import { scope } from '../tokens/require-scope';

/** /api/v1/product/...-wishlist (the spec keeps the wishlist under /product): thin adapters over WishlistService. */
export function wishlistRouter(services: Services): Router {
  const { products, wishlist } = services;
  const r = Router();

  const answer = async (ctx: RequestContext, message: string, items: ProductView[]) => ({
    message,
    wishlist: await Promise.all(items.map(async (p) => toRestProduct(p, await products.seller(ctx, p)))),
  });

  r.get(
    '/get-wishlist',
    scope('read:wishlist'),
    handle(async (ctx) => answer(ctx, WISHLIST_MESSAGES.listed, await wishlist.list(ctx))),
  );
  r.put(
    '/add-to-wishlist',
    scope('write:wishlist'),
    handle(async (ctx, req) => {
      const res = await wishlist.add(ctx, body(req).productId);
      return answer(ctx, res.message, res.wishlist);
    }),
  );
  r.put(
    '/remove-from-wishlist',
    scope('write:wishlist'),
    handle(async (ctx, req) => {
      const res = await wishlist.remove(ctx, body(req).productId);
      return answer(ctx, res.message, res.wishlist);
    }),
  );

  return r;
}
