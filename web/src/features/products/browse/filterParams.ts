import { ProductSort, type Category, type Condition, type ProductFilter } from '../../../graphql/generated';
// A type only (erased): the saved searches' operations load with their pages (codegen.yml).
import type { SavedSearchFilter } from '../../../graphql/generated-lazy';
import { categorySlug, conditionSlug, parseCategory, parseCondition } from '../../../lib/categories';

// The browse filters live in the URL's search params so a filtered page can be shared and
// survives a reload: ?maxPrice=5000&condition=like-new&category=Books&availableOnly=true&sort=price_asc.
// Values are read forgivingly (any case, unknown values ignored) and written in one canonical form.

/** docs/product.md#screens: the category page's price slider. */
export const PRICE_MAX = 10_000;
export const PRICE_STEP = 500;

export interface BrowseFilters {
  /** Null: no upper bound. */
  maxPrice: number | null;
  condition: Condition | null;
  /** The search page's category filter; the category page takes its category from the path. */
  category: Category | null;
  /** Available listings only: reserved ones left out (docs/product.md#reserved-and-sold). */
  availableOnly: boolean;
  sort: ProductSort;
}

const SORT_SLUGS: Record<string, ProductSort> = {
  newest: ProductSort.Newest,
  price_asc: ProductSort.PriceAsc,
  price_desc: ProductSort.PriceDesc,
  relevance: ProductSort.Relevance,
};

export function sortSlug(sort: ProductSort): string {
  return sort.toLowerCase();
}

export function readFilters(params: URLSearchParams, defaultSort: ProductSort = ProductSort.Newest): BrowseFilters {
  const price = Number(params.get('maxPrice'));
  const sort = SORT_SLUGS[(params.get('sort') ?? '').toLowerCase()];
  return {
    maxPrice: params.get('maxPrice') && Number.isFinite(price) && price >= 0 ? price : null,
    condition: parseCondition(params.get('condition')),
    category: parseCategory(params.get('category')),
    availableOnly: (params.get('availableOnly') ?? '').toLowerCase() === 'true',
    sort: sort ?? defaultSort,
  };
}

/** A copy of `params` with `patch` applied; a null value removes its parameter. */
export function withFilters(params: URLSearchParams, patch: Partial<BrowseFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if ('maxPrice' in patch) put('maxPrice', patch.maxPrice == null ? null : String(patch.maxPrice));
  if ('condition' in patch) put('condition', patch.condition ? conditionSlug(patch.condition) : null);
  if ('category' in patch) put('category', patch.category ? categorySlug(patch.category) : null);
  if ('availableOnly' in patch) put('availableOnly', patch.availableOnly ? 'true' : null);
  if ('sort' in patch) put('sort', patch.sort ? sortSlug(patch.sort) : null);
  return next;
}

/** The server-side filter for `products(filter:)`. */
export function toProductFilter(filters: BrowseFilters, extra: ProductFilter = {}): ProductFilter {
  const filter: ProductFilter = { ...extra };
  if (filters.maxPrice !== null) filter.maxPrice = filters.maxPrice;
  if (filters.condition) filter.condition = filters.condition;
  if (filters.category && !filter.category) filter.category = filters.category;
  if (filters.availableOnly) filter.availableOnly = true;
  return filter;
}

/**
 * What "Save this search" saves of a page: its words (the search page's) and its filters, not its
 * sort, nor "Available only" (a saved search alerts on new listings, which are all available).
 */
export function savedFilter(filters: BrowseFilters, search?: string): SavedSearchFilter {
  const filter: SavedSearchFilter = {};
  if (search) filter.search = search;
  if (filters.category) filter.category = filters.category;
  if (filters.condition) filter.condition = filters.condition;
  if (filters.maxPrice !== null) filter.maxPrice = filters.maxPrice;
  return filter;
}
