import { ReportReason } from '../../graphql/generated';
import { MAX_REPORT_DETAILS } from '../../graphql/serverConstants';

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

/**
 * The longest details the server takes; a take-down reason has the same limit (the server checks that
 * one inline, so it is not generated: keep the two equal).
 */
export const MAX_REPORT_TEXT = MAX_REPORT_DETAILS;
