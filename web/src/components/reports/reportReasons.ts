import { ReportReason } from '../../graphql/generated';

/** What each reason reads as, in the report dialog and the staff's queue (docs/product.md#reports). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  [ReportReason.Scam]: 'Scam or fraud',
  [ReportReason.Prohibited]: 'Prohibited item',
  [ReportReason.WrongCategory]: 'Wrong category',
  [ReportReason.AlreadySold]: 'Already sold',
  [ReportReason.Offensive]: 'Offensive words or pictures',
  [ReportReason.Other]: 'Something else',
};

/** In the order the dialog offers them. */
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

/** The longest details and take-down reason the server takes. */
export const MAX_REPORT_TEXT = 500;
