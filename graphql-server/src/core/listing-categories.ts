/**
 * The one category and condition list (docs/product.md#listings). The database stores the GraphQL
 * enum names; REST and the web speak the display names.
 */
export const CATEGORIES = [
  'BOOKS',
  'ELECTRONICS',
  'FURNITURE',
  'CLOTHING',
  'MISCELLANEOUS',
  'SERVICE',
  'RENTAL',
] as const;
export type CategoryValue = (typeof CATEGORIES)[number];

export const CONDITIONS = ['NEW', 'LIKE_NEW', 'USED', 'NOT_APPLICABLE'] as const;
export type ConditionValue = (typeof CONDITIONS)[number];

const CATEGORY_NAMES: Record<CategoryValue, string> = {
  BOOKS: 'Books',
  ELECTRONICS: 'Electronics',
  FURNITURE: 'Furniture',
  CLOTHING: 'Clothing',
  MISCELLANEOUS: 'Miscellaneous',
  SERVICE: 'Service',
  RENTAL: 'Rental',
};

const CONDITION_NAMES: Record<ConditionValue, string> = {
  NEW: 'New',
  LIKE_NEW: 'Like New',
  USED: 'Used',
  NOT_APPLICABLE: 'N/A',
};

export const categoryName = (c: CategoryValue): string => CATEGORY_NAMES[c];
export const conditionName = (c: ConditionValue): string => CONDITION_NAMES[c];
export const categoryImage = (c: CategoryValue): string => `/categories/${c.toLowerCase()}.webp`;

/** "electronics", "Electronics", "ELECTRONICS" and the display name all work; null when unknown. */
export function parseCategory(value: unknown): CategoryValue | null {
  return lookup(value, CATEGORIES, CATEGORY_NAMES);
}

/** "like new", "Like New", "LIKE_NEW", "like-new", "N/A", "na" all work; null when unknown. */
export function parseCondition(value: unknown): ConditionValue | null {
  return lookup(value, CONDITIONS, CONDITION_NAMES);
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function lookup<T extends string>(value: unknown, values: readonly T[], names: Record<T, string>): T | null {
  if (typeof value !== 'string') return null;
  const key = squash(value);
  if (!key) return null;
  return values.find((v) => squash(v) === key || squash(names[v]) === key) ?? null;
}

export function categoryList() {
  return CATEGORIES.map((id) => ({ id, name: categoryName(id), image: categoryImage(id) }));
}
