import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

/** A follower's last price-drop alert about a listing (migration 20): when, and the lowest price told of. */
@Entity({ name: 'price_drop_alerts' })
export class PriceDropAlertEntity {
  @PrimaryColumn(idColumn('user_id'))
  userId: string;

  @PrimaryColumn(idColumn('product_id'))
  productId: string;

  @Column({ name: 'lowest_paise', type: 'int' })
  lowestPaise: number;

  @Column(dateColumn('alerted_at'))
  alertedAt: Date;
}
