import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

/** A product in a user's wishlist. The pair is the key, so adding twice keeps one row. */
@Entity({ name: 'wishlist_items' })
export class WishlistItemEntity {
  @PrimaryColumn(idColumn('user_id'))
  userId: string;

  @PrimaryColumn(idColumn('product_id'))
  productId: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
