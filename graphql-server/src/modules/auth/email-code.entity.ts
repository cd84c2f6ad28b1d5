import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

/**
 * The verification state of one account: at most one live code, and the counters that must
 * survive a resend (wrong tries per account, sends per hour).
 */
@Entity({ name: 'email_codes' })
export class EmailCodeEntity {
  @PrimaryColumn(idColumn('user_id'))
  userId: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  @Column(dateColumn('expires_at', true))
  expiresAt: Date | null;

  /** The email the live code was sent to: a code proves that address, not a later one. */
  @Column({ name: 'sent_to', type: 'varchar', length: 254, nullable: true })
  sentTo: string | null;

  @Column(dateColumn('sent_at', true))
  sentAt: Date | null;

  @Column(dateColumn('hour_window_start', true))
  hourWindowStart: Date | null;

  @Column({ name: 'hour_sends', type: 'int' })
  hourSends: number;

  @Column({ name: 'wrong_tries', type: 'int' })
  wrongTries: number;

  /** UTC day (YYYY-MM-DD) the wrong tries were counted on; a new day starts from zero. */
  @Column({ name: 'wrong_tries_day', type: 'varchar', length: 10, nullable: true })
  wrongTriesDay: string | null;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}
