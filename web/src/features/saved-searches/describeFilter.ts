import type { SavedSearchFieldsFragment } from '../../graphql/generated-lazy';
import { categoryName, conditionLabel } from '../../lib/categories';
import { formatRupees } from '../../lib/money';

/** A saved search's filter in words: "“bicycle” · Miscellaneous · Used · ₹500 to ₹3,000". */
export function describeFilter(filter: SavedSearchFieldsFragment['filter']): string {
  const parts: string[] = [];
  if (filter.search) parts.push(`“${filter.search}”`);
  if (filter.category) parts.push(categoryName(filter.category));
  if (filter.condition) parts.push(conditionLabel(filter.condition));
  const { minPrice: min, maxPrice: max } = filter;
  if (min != null && max != null) parts.push(`${formatRupees(min)} to ${formatRupees(max)}`);
  else if (max != null) parts.push(`up to ${formatRupees(max)}`);
  else if (min != null) parts.push(`from ${formatRupees(min)}`);
  return parts.join(' · ');
}
