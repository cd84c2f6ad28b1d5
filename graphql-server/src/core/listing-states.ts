/**
 * A listing's two dimensions, as every module reads them: its moderation status, and whether an
 * approved listing can still be had (docs/product.md#reserved-and-sold). How the products table
 * stores them is the lifecycle's own detail (modules/products/lifecycle/stored-status.ts).
 */
export type ListingStatus = 'Pending' | 'Approved' | 'Rejected';
export type ListingAvailability = 'Available' | 'Reserved' | 'Sold';
