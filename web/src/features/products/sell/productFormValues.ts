import {
  Category,
  type AddProductInput,
  type Condition,
  type EditableProductFragment,
  type EditProductInput,
} from '../../../graphql/generated';
import {
  DESCRIPTION_LENGTH,
  MAX_RUPEES,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_LIMITS,
  TITLE_LENGTH,
} from '../../../graphql/serverConstants';
import { formatRupees } from '../../../lib/money';

/** The form's own shape: text boxes hold strings; '' is "nothing chosen". */
export interface ProductFormValues {
  title: string;
  description: string;
  price: string;
  discountedPrice: string;
  discountPeriod: string;
  category: Category | '';
  condition: Condition | '';
  negotiable: boolean;
  quantity: string;
  /** '' when not said. */
  deliveryType: string;
  location: string;
  paymentMethods: string[];
  /** The stored images' URLs, kept in step with the picker so the rules can see them. */
  images: string[];
}

// The server's limits (graphql/serverConstants.ts, generated from product-validation.ts).
export const MAX_DISCOUNT_DAYS = PRODUCT_LIMITS.discountPeriodDays;
export const MAX_QUANTITY = PRODUCT_LIMITS.quantity;
export const MAX_LOCATION = PRODUCT_LIMITS.location;
/** Offered as choices; the API takes any short words. */
export const DELIVERY_TYPES = ['Pickup', 'Delivery on campus', 'Pickup or delivery'] as const;
export const PAYMENT_METHODS = ['Cash', 'UPI', 'Bank transfer'] as const;

export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  discountedPrice: '',
  discountPeriod: '',
  category: '',
  condition: '',
  negotiable: false,
  quantity: '1',
  deliveryType: '',
  location: '',
  paymentMethods: [],
  images: [],
};

export function productFormFrom(product: EditableProductFragment): ProductFormValues {
  const discounted = product.discountedPrice != null && product.discountPeriod > 0;
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    discountedPrice: discounted ? String(product.discountedPrice) : '',
    discountPeriod: discounted ? String(product.discountPeriod) : '',
    category: product.category,
    condition: product.category === Category.Rental ? '' : (product.condition ?? ''),
    negotiable: product.negotiable,
    quantity: String(product.quantity),
    deliveryType: product.deliveryType ?? '',
    location: product.location ?? '',
    paymentMethods: [...product.paymentMethods],
    images: product.images.map((image) => image.url),
  };
}

const toNumber = (text: string) => Number(text.trim());

/** The fields under "More options" (docs/product.md#screens, Forms), in the order they are shown. */
export const MORE_OPTION_FIELDS = [
  'discountedPrice',
  'discountPeriod',
  'negotiable',
  'quantity',
  'deliveryType',
  'location',
  'paymentMethods',
] as const satisfies readonly (keyof ProductFormValues)[];

/** Whether "More options" holds anything but the defaults: the edit form then opens it. */
export function hasMoreOptions(values: ProductFormValues): boolean {
  return (
    values.discountedPrice.trim() !== '' ||
    values.discountPeriod.trim() !== '' ||
    values.negotiable ||
    !['', '1'].includes(values.quantity.trim()) ||
    values.deliveryType.trim() !== '' ||
    values.location.trim() !== '' ||
    values.paymentMethods.length > 0
  );
}

/**
 * docs/product.md#listings (Discount): a blank discounted price or 0 days is no discount, as the
 * server reads it; the checks below refuse anything else that would not be a discount.
 */
function discountOf(values: ProductFormValues): { discountedPrice: number | null; discountPeriod: number } {
  const days = values.discountPeriod.trim() === '' ? 0 : toNumber(values.discountPeriod);
  const discounted = values.discountedPrice.trim() === '' ? null : toNumber(values.discountedPrice);
  if (discounted === null || days === 0) return { discountedPrice: null, discountPeriod: 0 };
  return { discountedPrice: discounted, discountPeriod: days };
}

function common(values: ProductFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: toNumber(values.price),
    ...discountOf(values),
    category: values.category as Category,
    // Rental takes no condition at all (docs/product.md#listings).
    condition: values.category === Category.Rental || values.condition === '' ? null : values.condition,
    negotiable: values.negotiable,
    quantity: values.quantity.trim() === '' ? 1 : toNumber(values.quantity),
    deliveryType: values.deliveryType.trim() || null,
    location: values.location.trim() || null,
    paymentMethods: values.paymentMethods,
    images: values.images,
  };
}

export function toAddProductInput(values: ProductFormValues): AddProductInput {
  return common(values);
}

/**
 * Only what changed: the server sends an approved product back to review when title,
 * description, images or category are edited, so an untouched field must not look edited.
 */
export function toEditProductInput(id: string, values: ProductFormValues, before: ProductFormValues): EditProductInput {
  const now = common(values);
  const was = common(before);
  const input: EditProductInput = { id };
  if (now.title !== was.title) input.title = now.title;
  if (now.description !== was.description) input.description = now.description;
  if (now.price !== was.price) input.price = now.price;
  if (now.discountedPrice !== was.discountedPrice || now.discountPeriod !== was.discountPeriod) {
    input.discountedPrice = now.discountedPrice;
    input.discountPeriod = now.discountPeriod;
  }
  if (now.category !== was.category) input.category = now.category;
  if (now.condition !== was.condition) input.condition = now.condition;
  if (now.negotiable !== was.negotiable) input.negotiable = now.negotiable;
  if (now.quantity !== was.quantity) input.quantity = now.quantity;
  if (now.deliveryType !== was.deliveryType) input.deliveryType = now.deliveryType;
  if (now.location !== was.location) input.location = now.location;
  if (now.paymentMethods.join('\n') !== was.paymentMethods.join('\n')) input.paymentMethods = now.paymentMethods;
  if (now.images.join('\n') !== was.images.join('\n')) input.images = now.images;
  return input;
}

// --- The rules of docs/product.md#listings and #screens, one message each. ---

const money = /^\d+(\.\d{1,2})?$/;

export function checkPrice(text: string): true | string {
  const value = text.trim();
  if (value === '') return 'Price is required';
  if (!money.test(value)) return 'Enter an amount in rupees, like 1200 or 99.50';
  if (Number(value) > MAX_RUPEES) return `Price can be at most ${formatRupees(MAX_RUPEES)}`;
  return true;
}

/** The hint under both discount fields: it says what the server does with them left empty. */
export const NO_DISCOUNT_HINT = 'Leave empty for no discount';

/** Optional; given, it is below the price (in the server's own words) and needs a period. */
export function checkDiscountedPrice(text: string, values: ProductFormValues): true | string {
  const value = text.trim();
  if (value === '')
    return ['', '0'].includes(values.discountPeriod.trim()) ? true : 'Enter the discounted price, or clear the days';
  if (!money.test(value)) return 'Enter an amount in rupees, like 999';
  if (money.test(values.price.trim()) && Number(value) >= Number(values.price))
    return PRODUCT_FIELD_MESSAGES.discountBelowPrice;
  return true;
}

/** Optional; with a discounted price it says for how many days (1 to 365) the discount runs. */
export function checkDiscountPeriod(text: string, values: ProductFormValues): true | string {
  const value = text.trim();
  const discounted = values.discountedPrice.trim() !== '';
  if (value === '') return discounted ? `Enter for how many days, 1 to ${MAX_DISCOUNT_DAYS}` : true;
  if (!/^\d+$/.test(value) || Number(value) > MAX_DISCOUNT_DAYS || (discounted && Number(value) === 0))
    return `Enter a whole number of days from 1 to ${MAX_DISCOUNT_DAYS}`;
  return true;
}

export function checkTitle(text: string): true | string {
  const value = text.trim();
  if (value === '') return 'Title is required';
  if (value.length < TITLE_LENGTH.min) return `Title must be at least ${TITLE_LENGTH.min} characters`;
  if (value.length > TITLE_LENGTH.max) return `Title can be at most ${TITLE_LENGTH.max} characters`;
  return true;
}

export function checkDescription(text: string): true | string {
  const value = text.trim();
  if (value === '') return 'Description is required';
  if (value.length > DESCRIPTION_LENGTH.max) return `Description can be at most ${DESCRIPTION_LENGTH.max} characters`;
  return true;
}

export function checkQuantity(text: string): true | string {
  const value = text.trim();
  if (value === '') return true;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_QUANTITY)
    return `Enter a whole number from 1 to ${MAX_QUANTITY}`;
  return true;
}

export function checkLocation(text: string): true | string {
  return text.trim().length <= MAX_LOCATION || `Location can be at most ${MAX_LOCATION} characters`;
}

export function checkCondition(condition: Condition | '', values: ProductFormValues): true | string {
  if (values.category === Category.Rental) return true;
  return condition === '' ? 'Condition is required' : true;
}
