import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { TokenKind } from './token-format';

/** An API token (docs/product.md#api-tokens). Only the SHA-256 of its secret is stored. */
@Entity({ name: 'api_tokens' })
export class ApiTokenEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column({ name: 'kind', type: 'varchar', length: 8 })
  kind: TokenKind;

  /** The student it acts for; null for an app token. */
  @Column({ ...idColumn('user_id'), nullable: true })
  userId: string | null;

  /** The admin who created an app token (null for a user's own token). */
  @Column({ ...idColumn('created_by'), nullable: true })
  createdBy: string | null;

  @Column({ name: 'name', type: 'varchar', length: 80 })
  name: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** Comma list of scopes (core/scopes.ts). */
  @Column({ name: 'scopes', type: 'varchar', length: 255 })
  scopes: string;

  @Column({ name: 'last4', type: 'varchar', length: 4 })
  last4: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('expires_at'))
  expiresAt: Date;

  /** Written at most once a minute (api-tokens.service.ts). */
  @Column(dateColumn('last_used_at', true))
  lastUsedAt: Date | null;
}
