import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

/** A signed-in browser. Only the keyed hash of the cookie's token is stored. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column(idColumn('user_id'))
  userId: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('last_seen_at'))
  lastSeenAt: Date;

  /** The absolute end (90 days after sign-in), whatever the activity. */
  @Column(dateColumn('expires_at'))
  expiresAt: Date;

  @Column({ name: 'ip', type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;
}
