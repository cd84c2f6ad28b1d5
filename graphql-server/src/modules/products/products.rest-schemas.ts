import { z } from 'zod';
import { PageInfo, bodyId, flagParam, pagingQuery, queryParam, text, timestamp } from '../../core/rest/rest-schemas';
import { RestUser } from '../users';
import { AVAILABILITY_MESSAGES } from './availability';
import { CATEGORIES, CONDITIONS } from '../../core/listing-categories';
import { DESCRIPTION_LENGTH, MAX_IMAGES, TITLE_LENGTH } from './product-validation';
import { Availability, ProductSort } from './product.types';

/**
 * The zod schemas of /api/v1/product/... (products.rest.ts): the JSON types a client may send and
 * the answers. The rules on values (lengths, ranges, required fields, "Enter a title") are
 * product-validation.ts's, shared with GraphQL; `null` or "" clear an optional field there.
 */

const money = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .nullable()
    .meta({ description: `${label} in rupees (a number, or its digits as text), at most two decimals.` });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a whole number from ${min} to ${max}` })
    .nullable()
    .meta({ description: `${label}: a whole number from ${min} to ${max}.` });

const optionalText = (label: string, description: string) => text(label).nullable().meta({ description });

/**
 * A text field with the length the services check, stated in the document (the services, not the
 * schema, refuse a wrong length, with their own message).
 */
const sizedText = (label: string, length: { min: number; max: number }, description: string) =>
  text(label).nullable().meta({ description, minLength: length.min, maxLength: length.max });

const productFieldShape = {
  title: sizedText('Title', TITLE_LENGTH, `${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} characters.`),
  description: sizedText('Description', DESCRIPTION_LENGTH, '1 to 5,000 characters; line breaks kept.'),
  price: money('Price'),
  discountedPrice: money('Discounted price').meta({
    description: 'Below the price; null or "" for no discount.',
  }),
  discountPeriod: wholeNumber('Discount period', 0, 365).meta({
    description: 'Days the discount lasts (0: until removed); null or "" for none.',
  }),
  negotiable: z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' }).nullable(),
  category: optionalText('Category', `One of ${CATEGORIES.join(', ')} (any case, or the display name).`),
  condition: optionalText('Condition', `One of ${CONDITIONS.join(', ')} (or "Like New", "N/A"); none for a rental.`),
  paymentMethods: z
    .union([z.array(z.string()), z.string()], { error: 'Payment methods must be a list' })
    .nullable()
    .meta({ description: 'At most 5, each up to 40 characters: a list, or one text separated by commas.' }),
  location: optionalText('Location', 'Up to 120 characters; null or "" to clear.'),
  deliveryType: optionalText('Delivery type', 'Up to 120 characters; null or "" to clear.'),
  quantity: wholeNumber('Quantity', 1, 1000),
  images: z
    .array(z.string(), { error: `Add 1 to ${MAX_IMAGES} images` })
    .nullable()
    .meta({ description: `1 to ${MAX_IMAGES} URLs answered by POST /api/v1/uploads.` }),
};

export const NewProductBody = z
  .object(productFieldShape)
  .partial()
  .meta({ id: 'NewProduct', required: ['title', 'description', 'price', 'category', 'images'] });

export const ProductEditBody = z
  .object({ id: bodyId.optional(), _id: bodyId.optional(), ...productFieldShape })
  .partial()
  .meta({ id: 'ProductEdit', description: 'The product (`id` or `_id`) and only the fields that change.' });

export const StatusBody = z.object({
  status: z.string().optional().meta({ description: 'Approved or Rejected (any case).' }),
  reason: text('Reason').nullable().optional().meta({ description: 'Rejected only: shown to the seller.' }),
});

export const AvailabilityBody = z.object({
  availability: z
    .string({ error: AVAILABILITY_MESSAGES.unknown })
    .optional()
    .meta({ description: 'Available, Reserved or Sold (any case).' }),
});

const price = z.number().min(0);
const sorts = Object.values(ProductSort).map((sort) => sort.toLowerCase());

export const listQuery = z.object({
  ...pagingQuery,
  sort: queryParam('newest (default), price_asc, price_desc, or relevance for a search (any case).', z.enum(sorts)),
  minPrice: queryParam('Lowest effective price in rupees.', price),
  maxPrice: queryParam('Highest effective price in rupees.', price),
  condition: queryParam('One condition (any case, or its display name: "Like New", "N/A").', z.enum(CONDITIONS)),
  category: queryParam('One category (any case, or its display name: "Books").', z.enum(CATEGORIES)),
  availableOnly: queryParam('`true` hides reserved listings.', flagParam),
});

export const searchQuery = listQuery.extend({ query: queryParam('The words to find (title and description).') });

const availabilities = Object.values(Availability).map((a) => a.toLowerCase());

export const sellerListQuery = listQuery.extend({
  includeUnapproved: queryParam(
    "`true`: the seller's own pending and rejected listings too (seller and staff).",
    flagParam,
  ),
  availability: queryParam(
    '`sold`: the sold listings (the profile\'s "Sold" section); any case.',
    z.enum(availabilities),
  ),
});

const ImageVariant = z
  .object({ url: z.string(), medium: z.string(), thumbnail: z.string() })
  .meta({ id: 'ImageVariant', description: 'One photo: 1024 px, 480 px and 160 px wide.' });

export const RestProduct = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().meta({ description: 'Rupees.' }),
    originalPrice: z.number().meta({ description: 'The same as price (the spec names both).' }),
    discountedPrice: z.number().nullable(),
    discountPeriod: z.number().int(),
    discountEndsAt: timestamp.nullable(),
    discountActive: z.boolean(),
    effectivePrice: z.number().meta({ description: 'What the buyer pays now.' }),
    percentOff: z.number().int().nullable(),
    negotiable: z.boolean(),
    category: z.string().meta({ description: 'Display name, e.g. "Electronics".' }),
    condition: z.string().nullable().meta({ description: 'Display name, e.g. "Like New"; null for a rental.' }),
    paymentMethods: z.array(z.string()),
    location: z.string().nullable(),
    deliveryType: z.string().nullable(),
    quantity: z.number().int(),
    images: z.array(z.string()).meta({ description: 'The 1024 px URL of each photo.' }),
    imageVariants: z.array(ImageVariant),
    status: z.enum(['Pending', 'Approved', 'Rejected']),
    availability: z.enum(['Available', 'Reserved', 'Sold']),
    rejectionReason: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    sellerId: z.string(),
    // A union, not .nullable(): the generator writes a nullable component as a bare $ref (no null).
    seller: z.union([RestUser, z.null()]),
    reservedForMe: z
      .boolean()
      .optional()
      .meta({ description: 'One listing: true when an accepted offer of the caller reserved it.' }),
    reservedFor: z
      .object({ _id: z.string(), name: z.string() })
      .optional()
      .meta({ description: 'One listing, for its seller only: the buyer whose offer was accepted.' }),
  })
  .meta({ id: 'Product' });

export const ProductResult = z.object({ message: z.string(), product: RestProduct }).meta({ id: 'ProductResult' });

export const ProductList = z
  .object({
    message: z.string(),
    products: z.array(RestProduct),
    totalCount: z.number().int(),
    totalCountCapped: z.boolean().meta({ description: 'The search stopped counting at totalCount.' }),
    pageInfo: PageInfo,
  })
  .meta({ id: 'ProductList' });

export const SimilarProducts = z.object({ message: z.string(), products: z.array(RestProduct) });

export const searchHeaders = z.object({
  'X-Total-Count': z.string().meta({ description: 'How many match; "1000+" when the count stopped.' }),
  'X-Next-Cursor': z.string().optional().meta({ description: "The next page's `after`, when there is one." }),
  Link: z.string().optional().meta({ description: 'The next page, `<…>; rel="next"`.' }),
});
