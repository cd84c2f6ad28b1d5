import type { z } from 'zod';
import { toRestUser } from '../users';
import type { UserView } from '../../core/privacy';
import { categoryName, conditionName } from './categories';
import type { ProductView } from './product-view';
import type { RestProduct } from './products.rest-schemas';

/** The REST bridge's product: the spec's names (`_id`, `originalPrice`), display names for enums. */
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

/** REST payload fields as the service reads them (the spec's names are the GraphQL names here). */
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
