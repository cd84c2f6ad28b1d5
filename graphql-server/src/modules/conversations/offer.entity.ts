import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

export type OfferStatusValue = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN' | 'EXPIRED' | 'SUPERSEDED';

/** A buyer's offer on a listing, made in their conversation with its seller (migration 25). */
@Entity({ name: 'offers' })
export class OfferEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('conversation_id'))
  conversationId: string;

  @Column(idColumn('product_id'))
  productId: string;

  @Column(idColumn('buyer_id'))
  buyerId: string;

  /** Paise, like a listing's price (core/money.ts). */
  @Column({ name: 'amount_paise', type: 'int' })
  amountPaise: number;

  @Column({ name: 'status', type: 'varchar', length: 12 })
  status: OfferStatusValue;

  /** The conversation's id while PENDING, else null: unique, so one open offer per buyer and listing. */
  @Column({ ...idColumn('open_conversation_id'), nullable: true })
  openConversationId: string | null;

  @Column(dateColumn('expires_at'))
  expiresAt: Date;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  /** When it stopped being PENDING (answered, superseded or expired). */
  @Column(dateColumn('answered_at', true))
  answeredAt: Date | null;
}
