import { type FieldChecks, FieldProblem, hasControl } from '../users';
import { type CategoryValue, type ConditionValue, parseCategory, parseCondition } from '../../core/listing-categories';
import { toPaise } from '../../core/money';

/** What a caller may send to add or edit a product: both APIs map their payload to this. */
export interface ProductInput {
  title?: unknown;
  description?: unknown;
  price?: unknown;
  discountedPrice?: unknown;
  discountPeriod?: unknown;
  negotiable?: unknown;
  category?: unknown;
  condition?: unknown;
  paymentMethods?: unknown;
  location?: unknown;
  deliveryType?: unknown;
  quantity?: unknown;
  images?: unknown;
}

/** A product's content as stored (without images, which uploads.resolveKeys checks). */
export interface ProductFields {
  title: string;
  description: string;
  pricePaise: number;
  discountedPricePaise: number | null;
  discountPeriodDays: number;
  negotiable: boolean;
  category: CategoryValue;
  condition: ConditionValue | null;
  paymentMethods: string[];
  location: string | null;
  deliveryType: string | null;
  quantity: number;
}

export const MAX_IMAGES = 8;
/** A title's and a description's length in characters: the REST document states them too. */
export const TITLE_LENGTH = { min: 3, max: 120 } as const;
export const DESCRIPTION_LENGTH = { min: 1, max: 5000 } as const;
/** The other fields' bounds (docs/product.md#listings): days, pieces, characters, how many methods. */
export const PRODUCT_LIMITS = {
  discountPeriodDays: 365,
  quantity: 1000,
  location: 120,
  deliveryType: 120,
  paymentMethod: 40,
  paymentMethods: 5,
} as const;

export const PRODUCT_FIELD_MESSAGES = {
  rentalCondition: 'A rental has no condition',
  conditionRequired: 'Choose a condition',
  discountBelowPrice: 'Discounted price must be below the price',
  images: `Add 1 to ${MAX_IMAGES} images`,
} as const;

/** Tab, line feed and carriage return: the control characters a description may hold. */
const TEXT_CONTROLS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

const given = (v: unknown) => v !== undefined;

/**
 * docs/product.md#listings (Discount): a discounted price or period left empty (absent, null, or a
 * blank text as HTML forms send) means "no discount", on both APIs.
 */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function text(value: unknown, label: string, min: number, max: number, multiline = false): string {
  if (value === undefined || value === null) value = '';
  if (typeof value !== 'string') throw new FieldProblem(`${label} must be text`);
  const v = multiline ? value.trim() : value.trim().replace(/\s+/g, ' ');
  if (!v && min > 0) throw new FieldProblem(`Enter a ${label.toLowerCase()}`);
  if (hasControl(v, TEXT_CONTROLS)) throw new FieldProblem(`${label} may not contain control characters`);
  const length = [...v].length;
  if (length < min || length > max)
    throw new FieldProblem(
      min > 1 ? `${label} must be ${min} to ${max} characters` : `${label} must be at most ${max} characters`,
    );
  return v;
}

function optionalText(value: unknown, label: string, max: number): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  return text(value, label, 0, max);
}

function int(value: unknown, label: string, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw new FieldProblem(`${label} must be a whole number from ${min} to ${max}`);
  return n;
}

function money(value: unknown, label: string): number {
  if (value === undefined || value === null || value === '') throw new FieldProblem(`Enter a ${label.toLowerCase()}`);
  const paise = toPaise(value, label);
  if (typeof paise === 'string') throw new FieldProblem(paise);
  return paise;
}

function bool(value: unknown): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value !== 'boolean') throw new FieldProblem('Must be true or false');
  return value;
}

function paymentMethods(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) throw new FieldProblem('Payment methods must be a list');
  const out = list.map((m) => text(m, 'Each payment method', 0, PRODUCT_LIMITS.paymentMethod)).filter(Boolean);
  if (out.length > PRODUCT_LIMITS.paymentMethods)
    throw new FieldProblem(`At most ${PRODUCT_LIMITS.paymentMethods} payment methods`);
  return [...new Set(out)];
}

/**
 * The one check of a product's fields: `input` over `current` (absent fields keep their value;
 * for a new product `current` is undefined and required fields must be present). Problems are
 * collected per field in `checks`; the caller throws them all at once with `checks.done()`.
 */
export function checkProductFields(
  input: ProductInput,
  current: ProductFields | undefined,
  checks: FieldChecks,
): ProductFields | undefined {
  const pick = <T>(
    field: keyof ProductInput,
    run: (v: unknown) => T,
    keep: T | undefined,
    fallback?: T,
  ): T | undefined => {
    const v = input[field];
    if (!given(v) && current) return keep;
    if (!given(v) && fallback !== undefined) return fallback;
    return checks.check(field, () => run(v));
  };

  const title = pick('title', (v) => text(v, 'Title', TITLE_LENGTH.min, TITLE_LENGTH.max), current?.title);
  const description = pick(
    'description',
    (v) => text(v, 'Description', DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max, true),
    current?.description,
  );
  const pricePaise = pick('price', (v) => money(v, 'Price'), current?.pricePaise);
  const discountedPricePaise = pick(
    'discountedPrice',
    (v) => (blank(v) ? null : money(v, 'Discounted price')),
    current?.discountedPricePaise,
    null,
  );
  const discountPeriodDays = pick(
    'discountPeriod',
    (v) => (blank(v) ? 0 : int(v, 'Discount period', 0, PRODUCT_LIMITS.discountPeriodDays)),
    current?.discountPeriodDays,
    0,
  );
  const negotiable = pick('negotiable', (v) => (v === null ? false : bool(v)), current?.negotiable, false);
  const category = pick(
    'category',
    (v) => {
      const c = parseCategory(v);
      if (!c)
        throw new FieldProblem(v === undefined || v === null || v === '' ? 'Choose a category' : 'Unknown category');
      return c;
    },
    current?.category,
  );
  const quantity = pick(
    'quantity',
    (v) => (v === null ? 1 : int(v, 'Quantity', 1, PRODUCT_LIMITS.quantity)),
    current?.quantity,
    1,
  );
  const methods = pick('paymentMethods', paymentMethods, current?.paymentMethods, []);
  const location = pick(
    'location',
    (v) => optionalText(v, 'Location', PRODUCT_LIMITS.location),
    current?.location,
    null,
  );
  const deliveryType = pick(
    'deliveryType',
    (v) => optionalText(v, 'Delivery type', PRODUCT_LIMITS.deliveryType),
    current?.deliveryType,
    null,
  );

  // Condition depends on the category: required unless Rental, and a Rental takes none ("N/A" is
  // the same as none there). Switching an edited product to Rental drops its condition.
  let condition: ConditionValue | null | undefined = null;
  const rawCondition = input.condition;
  const conditionGiven = rawCondition !== undefined && rawCondition !== null && rawCondition !== '';
  let parsed: ConditionValue | null = null;
  if (conditionGiven) {
    parsed = parseCondition(rawCondition);
    if (!parsed) checks.add('condition', 'Unknown condition');
  }
  if (category === 'RENTAL') {
    if (parsed && parsed !== 'NOT_APPLICABLE') checks.add('condition', PRODUCT_FIELD_MESSAGES.rentalCondition);
    condition = null;
  } else if (category) {
    condition = conditionGiven ? parsed : rawCondition === undefined && current?.condition ? current.condition : null;
    if (!condition && !conditionGiven) checks.add('condition', PRODUCT_FIELD_MESSAGES.conditionRequired);
  }

  if (
    pricePaise !== undefined &&
    discountedPricePaise !== undefined &&
    discountedPricePaise !== null &&
    discountedPricePaise >= pricePaise
  ) {
    checks.add('discountedPrice', PRODUCT_FIELD_MESSAGES.discountBelowPrice);
  }

  return {
    title: title as string,
    description: description as string,
    pricePaise: pricePaise as number,
    discountedPricePaise: discountedPricePaise ?? null,
    discountPeriodDays: discountPeriodDays as number,
    negotiable: negotiable as boolean,
    category: category as CategoryValue,
    condition: condition ?? null,
    paymentMethods: methods as string[],
    location: location ?? null,
    deliveryType: deliveryType ?? null,
    quantity: quantity as number,
  };
}

/** The image URLs of a payload: 1 to 8 strings (uploads.resolveKeys checks they are ours). */
export function checkImageList(value: unknown, checks: FieldChecks): string[] | undefined {
  return checks.check('images', () => {
    if (!Array.isArray(value) || !value.every((u) => typeof u === 'string'))
      throw new FieldProblem(PRODUCT_FIELD_MESSAGES.images);
    if (value.length < 1 || value.length > MAX_IMAGES) throw new FieldProblem(PRODUCT_FIELD_MESSAGES.images);
    return value;
  });
}
