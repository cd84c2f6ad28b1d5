import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

export type ConversationRoleValue = 'buying' | 'selling';
export type ChatMessageKindValue = 'TEXT' | 'OFFER' | 'SYSTEM';
export type MessageFlagValue = 'CONTACT' | 'LINK' | 'PAYMENT';

/** One listing's conversation between its seller and one buyer (migration 23). */
@Entity({ name: 'conversations' })
export class ConversationEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('product_id'))
  productId: string;

  @Column(idColumn('buyer_id'))
  buyerId: string;

  @Column(idColumn('seller_id'))
  sellerId: string;

  /** The listing's title when the conversation started: it stands in once the listing is gone. */
  @Column({ name: 'product_title', type: 'varchar', length: 200 })
  productTitle: string;

  /** The listing's cover picture's upload key then (null: it had none). */
  @Column({ name: 'product_picture', type: 'varchar', length: 100, nullable: true })
  productPicture: string | null;

  @Column({ ...idColumn('last_message_id'), nullable: true })
  lastMessageId: string | null;

  @Column(dateColumn('last_message_at', true))
  lastMessageAt: Date | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}

/** A member's side of a conversation: their inbox row, unread count and last read. */
@Entity({ name: 'conversation_members' })
export class ConversationMemberEntity {
  @PrimaryColumn(idColumn('conversation_id'))
  conversationId: string;

  @PrimaryColumn(idColumn('user_id'))
  userId: string;

  @Column({ name: 'role', type: 'varchar', length: 8 })
  role: ConversationRoleValue;

  /** The conversation's last activity, copied so the inbox reads one index. */
  @Column(dateColumn('updated_at'))
  updatedAt: Date;

  /** Messages from the other member (and system messages) since this member last read. */
  @Column({ name: 'unread_count', type: 'int', default: 0 })
  unreadCount: number;

  @Column(dateColumn('last_read_at', true))
  lastReadAt: Date | null;
}

/** One message of a conversation: a member's text (with images), an offer, or a system line. */
@Entity({ name: 'chat_messages' })
export class ChatMessageEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('conversation_id'))
  conversationId: string;

  @Column({ name: 'kind', type: 'varchar', length: 8 })
  kind: ChatMessageKindValue;

  /** Null for a system message. */
  @Column({ ...idColumn('sender_id'), nullable: true })
  senderId: string | null;

  @Column({ name: 'body', type: 'varchar', length: 2000 })
  text: string;

  /** Upload keys, in the sender's order. */
  @Column({ name: 'image_keys', type: 'simple-json' })
  imageKeys: string[];

  /** Comma-separated in the row (at most the three names). */
  @Column({
    name: 'flags',
    type: 'varchar',
    length: 32,
    transformer: {
      to: (v: MessageFlagValue[]) => v.join(','),
      from: (v: string) => (v ? (v.split(',') as MessageFlagValue[]) : []),
    },
  })
  flags: MessageFlagValue[];

  /** The offer it shows (an OFFER message, or a system line about that offer); null otherwise. */
  @Column({ ...idColumn('offer_id'), nullable: true })
  offerId?: string | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
