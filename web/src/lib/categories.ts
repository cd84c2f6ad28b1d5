import { Category, Condition } from '../graphql/generated';

// One list of categories and conditions for every screen (docs/product.md#listings): the API speaks
// the enum (ELECTRONICS, LIKE_NEW), people and URLs the display name (/category/Electronics,
// "Like New"). Parsing is case-insensitive and ignores spaces, dashes and underscores, so the
// documented lower-case filter values ("electronics", "like new", "like-new") all work.

/** The documented upload-form order; the edit form uses the same list (docs/product.md#listings). */
export const CATEGORIES: readonly Category[] = [
  Category.Books,
  Category.Electronics,
  Category.Furniture,
  Category.Clothing,
  Category.Miscellaneous,
  Category.Service,
  Category.Rental,
];

const CATEGORY_NAMES: Record<Category, string> = {
  BOOKS: 'Books',
  ELECTRONICS: 'Electronics',
  FURNITURE: 'Furniture',
  CLOTHING: 'Clothing',
  MISCELLANEOUS: 'Miscellaneous',
  SERVICE: 'Service',
  RENTAL: 'Rental',
};

/** The home page's four tiles (docs/product.md#departures-from-the-specification, 1). */
export const HOME_CATEGORIES: readonly Category[] = [
  Category.Electronics,
  Category.Rental,
  Category.Clothing,
  Category.Service,
];

export const CONDITIONS: readonly Condition[] = [
  Condition.New,
  Condition.LikeNew,
  Condition.Used,
  Condition.NotApplicable,
];

const CONDITION_LABELS: Record<Condition, string> = {
  NEW: 'New',
  LIKE_NEW: 'Like New',
  USED: 'Used',
  NOT_APPLICABLE: 'N/A',
};

const squash = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_\-/]+/g, '');

export function categoryName(category: Category): string {
  return CATEGORY_NAMES[category];
}

/** The URL word of a category: its display name ("Electronics"). */
export function categorySlug(category: Category): string {
  return CATEGORY_NAMES[category];
}

export function categoryPath(category: Category): string {
  return `/category/${encodeURIComponent(categorySlug(category))}`;
}

/** The 300x225 home tile picture shipped under web/public. */
export function categoryImage(category: Category): string {
  return `/categories/${category.toLowerCase()}.webp`;
}

/** "electronics", "Electronics", "ELECTRONICS" -> ELECTRONICS; anything else -> null. */
export function parseCategory(text: string | null | undefined): Category | null {
  if (!text) return null;
  const key = squash(text);
  return CATEGORIES.find((c) => squash(c) === key) ?? null;
}

export function conditionLabel(condition: Condition): string {
  return CONDITION_LABELS[condition];
}

/** The URL word of a condition: "new", "like-new", "used", "n-a". */
export function conditionSlug(condition: Condition): string {
  return CONDITION_LABELS[condition].toLowerCase().replace(/[\s/]+/g, '-');
}

/** "new", "Like New", "like-new", "LIKE_NEW", "N/A" -> the enum; anything else -> null. */
export function parseCondition(text: string | null | undefined): Condition | null {
  if (!text) return null;
  const key = squash(text);
  if (key === 'na' || key === 'notapplicable') return Condition.NotApplicable;
  return CONDITIONS.find((c) => squash(c) === key || squash(CONDITION_LABELS[c]) === key) ?? null;
}
