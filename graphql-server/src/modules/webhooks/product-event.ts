import type { EntityManager } from 'typeorm';
import type { ImageUrls } from '../uploads';
import { VIEWED_USER_FIELDS, viewUser } from '../../core/privacy';
import { UserEntity } from '../users';
import type { ProductEntity } from '../products/product.entity';
import { toRestProduct } from '../products/product.rest-shape';
import { viewProduct } from '../products/product-view';

/**
 * A webhook event's `data` about a listing (docs/product.md#webhooks): the product in the REST
 * shape as a visitor sees it, with its seller as a visitor sees them (contact details only when
 * the seller shows them publicly), read in the event's transaction `m`.
 */
export async function productEventData(
  m: EntityManager,
  p: ProductEntity,
  now: Date,
  urls: (key: string) => ImageUrls,
): Promise<{ product: ReturnType<typeof toRestProduct> }> {
  const select = Object.fromEntries(VIEWED_USER_FIELDS.map((f) => [f, true]));
  const seller = await m.findOne(UserEntity, { where: { id: p.sellerId }, select });
  return {
    product: toRestProduct(
      viewProduct(p, null, now, urls, seller ?? undefined),
      seller ? viewUser(seller, null) : null,
    ),
  };
}
