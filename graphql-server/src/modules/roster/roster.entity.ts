import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../../db/columns';

/** The college's table of registration ids and names (imported from CSV). */
@Entity({ name: 'roster' })
export class RosterEntry {
  @PrimaryColumn({ name: 'college_id_key', type: 'varchar', length: 32 })
  collegeIdKey: string;

  @Column({ name: 'college_id', type: 'varchar', length: 32 })
  collegeId: string;

  @Column({ name: 'name', type: 'varchar', length: 100 })
  name: string;

  /** The student's college email, normalised (optional): sign-up for this id must use it. */
  @Column({ name: 'email', type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}
