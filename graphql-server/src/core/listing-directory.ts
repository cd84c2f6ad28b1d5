import type { EntityManager } from 'typeorm';

/**
 * What another module may ask of the listings it refers to by id (a saved search's matches), without
 * reading the products table itself: the products module answers (ProductsService), the wiring
 * passes it.
 */
export interface ListingDirectory {
  /** The titles of those of `ids` that are public now (approved, neither sold nor hidden), read with `m`. */
  publicTitles(m: EntityManager, ids: string[]): Promise<Map<string, string>>;
}
