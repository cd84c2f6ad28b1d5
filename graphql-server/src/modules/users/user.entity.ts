import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { RoleValue } from '../../core/permissions';
import type { ViewedUser } from '../../core/privacy';

@Entity({ name: 'users' })
export class UserEntity implements ViewedUser {
  @PrimaryColumn(idColumn())
  id: string;

  /** As the student typed it (or as the roster spells it). */
  @Column({ name: 'college_id', type: 'varchar', length: 32 })
  collegeId: string;

  /**
   * Lower-case copy of the normalised id (validation.ts collegeIdKey) that carries the unique index.
   * Compared byte for byte (utf8mb4_bin on MariaDB, migration 6): look-alikes never match.
   */
  @Column({ name: 'college_id_key', type: 'varchar', length: 32 })
  collegeIdKey: string;

  @Column({ name: 'name', type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'email', type: 'varchar', length: 254 })
  email: string;

  /** The normalised email (NFKC, lower case; validation.ts emailKey), unique, compared byte for byte. */
  @Column({ name: 'email_key', type: 'varchar', length: 254 })
  emailKey: string;

  /**
   * An address the user asked to change to, waiting for its one-time code (verifyNewEmail); the
   * current `email` stays in use until then. Null when no change is waiting.
   */
  @Column({ name: 'pending_email', type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /** The normalised `pending_email`: what the code was sent to and what `email_key` becomes. */
  @Column({ name: 'pending_email_key', type: 'varchar', length: 254, nullable: true })
  pendingEmailKey: string | null;

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

  /** When the user accepted the terms and conditions; null until they do (migration 20). */
  @Column(dateColumn('terms_accepted_at', true))
  termsAcceptedAt: Date | null;

  /** Which terms: their "last updated" date (terms.ts TERMS_UPDATED at the time), e.g. 2025-03-28. */
  @Column({ name: 'terms_version', type: 'varchar', length: 10, nullable: true })
  termsVersion: string | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}

/**
 * The request context's user (core/request-context.ts) is this row: core declares only what its rules
 * read, and the services, which read and save their caller's whole row, see it whole.
 */
declare module '../../core/request-context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a merge into core's interface, nothing to add
  interface ContextUser extends UserEntity {}
}
