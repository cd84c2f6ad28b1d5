import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

export type RoleValue = 'user' | 'moderator' | 'admin';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn(idColumn())
  id: string;

  /** As the student typed it (or as the roster spells it). */
  @Column({ name: 'college_id', type: 'varchar', length: 32 })
  collegeId: string;

  /** Lower-case copy that carries the unique index: ids compare case-insensitively on both databases. */
  @Column({ name: 'college_id_key', type: 'varchar', length: 32 })
  collegeIdKey: string;

  @Column({ name: 'name', type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'email', type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'email_key', type: 'varchar', length: 254 })
  emailKey: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'role', type: 'varchar', length: 16 })
  role: RoleValue;

  @Column({ name: 'is_verified', type: 'boolean' })
  isVerified: boolean;

  @Column({ name: 'profile_pic', type: 'varchar', length: 500, nullable: true })
  profilePic: string | null;

  @Column({ name: 'banner_pic', type: 'varchar', length: 500, nullable: true })
  bannerPic: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 20, nullable: true })
  phoneNumber: string | null;

  @Column({ name: 'whatsapp_number', type: 'varchar', length: 20, nullable: true })
  whatsAppNumber: string | null;

  @Column({ name: 'instagram_handle', type: 'varchar', length: 30, nullable: true })
  instagramHandle: string | null;

  @Column({ name: 'block_address', type: 'varchar', length: 200, nullable: true })
  blockAddress: string | null;

  @Column({ name: 'show_contact_details', type: 'boolean' })
  showContactDetails: boolean;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}
