import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

export type RoleRequestStatusValue = 'pending' | 'accepted' | 'rejected';

/** A user's request for the moderator role, and the admin's answer. */
@Entity({ name: 'role_requests' })
export class RoleRequestEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('user_id'))
  userId: string;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status: RoleRequestStatusValue;

  /**
   * The user id while the request is pending, null once decided. Its unique index allows one open
   * request per user on both databases (neither has a portable partial index; NULLs never clash).
   */
  @Column({ name: 'open_key', type: 'varchar', length: 36, nullable: true })
  openKey: string | null;

  @Column({ ...idColumn('decided_by'), nullable: true })
  decidedBy: string | null;

  @Column(dateColumn('decided_at', true))
  decidedAt: Date | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
