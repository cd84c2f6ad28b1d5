import type { z } from 'zod';
import { toRestUser, UserEntity } from '../users';
import type { EntityManager } from 'typeorm';
import { type UserView, VIEWED_USER_FIELDS, viewUser } from '../../core/privacy';
import type { ImageUrls } from '../uploads';
import type { ProductEntity } from './product.entity';
import { categoryName, conditionName } from '../../core/listing-categories';
import { type ProductView, viewProduct } from './product-view';
import type { RestProduct } from './products.rest-schemas';

/** The REST bridge's product: the REST contract's names (`_id`, `originalPrice`, docs/rest.md), display names for enums. */
export function toRestProduct(p: ProductView, seller: UserView | null): z.infer<typeof RestProduct> {
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    price: p.price,
    originalPrice: p.price,
    discountedPrice: p.discountedPrice,
    discountPeriod: p.discountPeriod,
    discountEndsAt: p.discountEndsAt ? p.discountEndsAt.toISOString() : null,
    discountActive: p.discountActive,
    effectivePrice: p.effectivePrice,
    percentOff: p.percentOff,
    negotiable: p.negotiable,
    category: categoryName(p.category),
    condition: p.condition ? conditionName(p.condition) : null,
    paymentMethods: p.paymentMethods,
    location: p.location,
    deliveryType: p.deliveryType,
    quantity: p.quantity,
    images: p.images.map((i) => i.url),
    imageVariants: p.images,
    status: p.status,
    availability: p.availability,
    rejectionReason: p.rejectionReason,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    sellerId: p.sellerId,
    seller: seller ? toRestUser(seller) : null,
  };
}

/**
 * The listing as a visitor sees it in the REST shape, with its seller as a visitor sees them
 * (contact details only when the seller shows them publicly), the seller read with `m`.
 */
export async function publicRestProduct(
  m: EntityManager,
  p: ProductEntity,
  now: Date,
  urls: (key: string) => ImageUrls,
): Promise<Record<string, unknown>> {
  const select = Object.fromEntries(VIEWED_USER_FIELDS.map((f) => [f, true]));
  const seller = await m.findOne(UserEntity, { where: { id: p.sellerId }, select });
  return toRestProduct(viewProduct(p, null, now, urls, seller ?? undefined), seller ? viewUser(seller, null) : null);
}

/** REST payload fields as the service reads them (the REST names are the GraphQL names here). */
export function productFields(b: Record<string, unknown>) {
  const pick = (name: string) => (name in b ? b[name] : undefined);
  return {
    title: pick('title'),
    description: pick('description'),
    price: pick('price'),
    discountedPrice: pick('discountedPrice'),
    discountPeriod: pick('discountPeriod'),
    negotiable: pick('negotiable'),
    category: pick('category'),
    condition: pick('condition'),
    paymentMethods: pick('paymentMethods'),
    location: pick('location'),
    deliveryType: pick('deliveryType'),
    quantity: pick('quantity'),
    images: pick('images'),
  };
}
