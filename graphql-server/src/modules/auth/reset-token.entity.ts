import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

@Entity({ name: 'reset_tokens' })
export class ResetTokenEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column(idColumn('user_id'))
  userId: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('expires_at'))
  expiresAt: Date;
}
