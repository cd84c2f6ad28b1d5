import { z } from 'zod';
import type { ProductsService, ProductView } from '../products';
import type { WishlistService } from './wishlist.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { bodyId } from '../../core/rest/rest-schemas';
import type { RequestContext } from '../../core/request-context';
import { RestProduct, toRestProduct } from '../products';
import { MAX_WISHLIST, WISHLIST_MESSAGES } from './wishlist.service';

const WishlistAnswer = z
  .object({ message: z.string(), wishlist: z.array(RestProduct) })
  .meta({ id: 'Wishlist', description: 'The whole wishlist after the call: most recently added first.' });

// The service reads the id (a number or text that is no product's id finds none), so the messages stay its own.
const WishlistBody = z
  .object({ productId: bodyId.nullable().optional().meta({ description: "The product's `_id`." }) })
  .meta({ required: ['productId'] });

/** /api/v1/product/...-wishlist (the REST contract keeps the wishlist under /product): thin adapters over WishlistService. */
export function wishlistRouter(services: { products: ProductsService; wishlist: WishlistService }): RestRoutes {
  const { products, wishlist } = services;
  const r = new RestRoutes('Wishlist');

  const answer = async (
    ctx: RequestContext,
    message: string,
    items: ProductView[],
  ): Promise<z.infer<typeof WishlistAnswer>> => ({
    message,
    wishlist: await Promise.all(items.map(async (p) => toRestProduct(p, await products.seller(ctx, p)))),
  });

  const shown =
    'Approved listings only: one deleted or sent back to review drops out, and returns if approved again. ' +
    'Verified users only.';

  r.get(
    '/get-wishlist',
    { summary: "The caller's wishlist", description: shown, scope: 'read:wishlist', response: WishlistAnswer },
    async (ctx) => answer(ctx, WISHLIST_MESSAGES.listed, await wishlist.list(ctx)),
  );
  r.put(
    '/add-to-wishlist',
    {
      summary: 'Add a listing to the wishlist',
      description:
        `Approved listings of other sellers (404 otherwise; one's own listing is 400). Adding twice keeps one ` +
        `entry; at most ${MAX_WISHLIST} (409 when full).`,
      conflict: 'The wishlist is full.',
      scope: 'write:wishlist',
      body: WishlistBody,
      response: WishlistAnswer,
    },
    async (ctx, { body }) => {
      const res = await wishlist.add(ctx, body.productId);
      return answer(ctx, res.message, res.wishlist);
    },
  );
  r.put(
    '/remove-from-wishlist',
    {
      summary: 'Remove a listing from the wishlist',
      description: 'Removing what is not there (or no longer exists) is not an error.',
      scope: 'write:wishlist',
      body: WishlistBody,
      response: WishlistAnswer,
    },
    async (ctx, { body }) => {
      const res = await wishlist.remove(ctx, body.productId);
      return answer(ctx, res.message, res.wishlist);
    },
  );

  return r;
}
