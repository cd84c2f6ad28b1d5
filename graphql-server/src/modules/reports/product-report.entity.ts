import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { ReportReasonValue } from './report-rules';

/** One user's report of one listing (migration 16); open until staff dismiss or take the listing down. */
@Entity({ name: 'product_reports' })
export class ProductReportEntity {
  /** UUIDv7: sorts by creation time, so the queue orders and pages by its first report's id. */
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('product_id'))
  productId: string;

  @Column(idColumn('reporter_id'))
  reporterId: string;

  @Column({ name: 'reason', type: 'varchar', length: 16 })
  reason: ReportReasonValue;

  @Column({ name: 'details', type: 'varchar', length: 500, nullable: true })
  details: string | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  /** When staff decided (null: still open); kept, so the same user cannot report the listing again. */
  @Column(dateColumn('resolved_at', true))
  resolvedAt: Date | null;
}
