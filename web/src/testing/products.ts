import {
  Availability,
  Category,
  Condition,
  ProductStatus,
  type ProductCardFieldsFragment,
  type ProductDetailFieldsFragment,
} from '../graphql/generated';
import { AARAV_ID } from './users';

/** A product card's data as the API answers it (with __typename, which MockedProvider needs). */
export function cardProduct(
  overrides: Partial<ProductCardFieldsFragment> = {},
): ProductCardFieldsFragment & { __typename: 'Product' } {
  return {
    __typename: 'Product',
    id: '0190a4e6-0000-7000-8000-0000000000aa',
    title: 'Casio FX-991EX calculator',
    description: 'Barely used scientific calculator, all functions work.',
    price: 1200,
    discountedPrice: null,
    discountActive: false,
    discountEndsAt: null,
    effectivePrice: 1200,
    percentOff: null,
    quantity: 1,
    deliveryType: 'Pickup on campus',
    category: Category.Electronics,
    condition: Condition.LikeNew,
    status: ProductStatus.Approved,
    availability: Availability.Available,
    createdAt: '2026-11-20T08:00:00.000Z',
    sellerId: AARAV_ID,
    images: [
      {
        __typename: 'ProductImage',
        url: '/uploads/products/a-1024.webp',
        medium: '/uploads/products/a-480.webp',
        thumbnail: '/uploads/products/a-160.webp',
      } as ProductCardFieldsFragment['images'][number],
    ],
    ...overrides,
  };
}

/**
 * A row of a seller's list (My products, a profile's products, the pending panel): a card's fields
 * with a status and the moderator's reason for a rejection.
 */
export function productRow(
  id: string,
  title: string,
  status: ProductStatus = ProductStatus.Approved,
  rejectionReason: string | null = null,
  overrides: Partial<ProductCardFieldsFragment> = {},
) {
  return {
    ...cardProduct({
      id,
      title,
      description: `${title}, barely used.`,
      deliveryType: null,
      condition: Condition.Used,
      status,
      createdAt: '2026-11-20T10:00:00.000Z',
      images: [],
      ...overrides,
    }),
    rejectionReason,
  };
}

/** A product page's data (ProductDetailFields): a card's fields, the detail's, and the seller's contact as the viewer may see it. */
export function detailProduct(
  overrides: Partial<ProductDetailFieldsFragment> = {},
  seller: Partial<ProductDetailFieldsFragment['seller']> = {},
): ProductDetailFieldsFragment {
  const sellerId = overrides.sellerId ?? '0190a4e6-0000-7000-8000-000000000005';
  return {
    ...cardProduct(),
    negotiable: false,
    paymentMethods: ['Cash'],
    location: null,
    discountPeriod: 0,
    rejectionReason: null,
    hiddenByReports: false,
    reservedForMe: false,
    reservedFor: null,
    sellerId,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
    seller: {
      __typename: 'User',
      id: sellerId,
      name: 'Ravi Kumar',
      profilePic: null,
      whatsAppNumber: null,
      instagramHandle: null,
      contactHidden: false,
      ...seller,
    } as ProductDetailFieldsFragment['seller'],
  };
}
