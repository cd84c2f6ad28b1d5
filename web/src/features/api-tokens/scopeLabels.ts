import { ApiScope } from '../../graphql/generated-lazy';

/** The scopes as the form offers them, in this order (docs/product.md#api-tokens). */
export const SCOPE_CHOICES: { scope: ApiScope; label: string; staffOnly?: boolean }[] = [
  { scope: ApiScope.ReadProducts, label: 'Read listings' },
  { scope: ApiScope.WriteProducts, label: 'Add, edit and delete my listings' },
  { scope: ApiScope.ReadWishlist, label: 'Read my wishlist' },
  { scope: ApiScope.WriteWishlist, label: 'Change my wishlist' },
  { scope: ApiScope.ReadNotifications, label: 'Read my notifications' },
  { scope: ApiScope.WriteNotifications, label: 'Mark my notifications as read' },
  { scope: ApiScope.ReadSavedSearches, label: 'Read my saved searches' },
  { scope: ApiScope.WriteSavedSearches, label: 'Change my saved searches' },
  { scope: ApiScope.WriteReports, label: 'Report listings' },
  { scope: ApiScope.Moderate, label: 'Moderate listings', staffOnly: true },
];

/** A scope's REST spelling (read:products), what other apps' developers read in the docs. */
export function scopeName(scope: ApiScope): string {
  return scope === ApiScope.Moderate ? 'moderate' : scope.toLowerCase().replace('_', ':').replace(/_/g, '-');
}
