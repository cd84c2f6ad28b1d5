import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';

export type UploadKind = 'product' | 'avatar' | 'banner';

/**
 * One image this server stored (its three WebP sizes). The row is how the server tells "an image
 * this server stored, by this user" from any other URL, and which files nobody uses any more.
 */
@Entity({ name: 'uploads' })
export class UploadEntity {
  /** The UUIDv7 in the file names. */
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('owner_id'))
  ownerId: string;

  @Column({ name: 'kind', type: 'varchar', length: 16 })
  kind: UploadKind;

  /** `products/<id>` or `users/<id>`: the files are `<key>-1024.webp`, `-480.webp`, `-160.webp`. */
  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  key: string;

  /** Of the largest (1024 px) variant. */
  @Column({ name: 'width', type: 'int' })
  width: number;

  @Column({ name: 'height', type: 'int' })
  height: number;

  /** All three files together. */
  @Column({ name: 'bytes', type: 'int' })
  bytes: number;

  /** Set once a product or profile uses the image; orphan cleanup leaves such rows alone. */
  @Column(dateColumn('attached_at', true))
  attachedAt: Date | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
