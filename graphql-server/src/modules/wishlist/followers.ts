import type { EntityManager } from 'typeorm';
import { WishlistItemEntity } from './wishlist-item.entity';

/** Who has the listing in their wishlist, but `except` (its seller, or whoever acted), read with `m`. */
export async function followersOf(m: EntityManager, productId: string, except: string | null): Promise<string[]> {
  const rows = await m.find(WishlistItemEntity, { where: { productId }, select: { userId: true } });
  return rows.map((r) => r.userId).filter((id) => id !== except);
}
