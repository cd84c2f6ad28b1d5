/** Why a listing is reported (docs/product.md#reports): stored and named in GraphQL in capitals, REST in lower case. */
export const REPORT_REASONS = ['SCAM', 'PROHIBITED', 'WRONG_CATEGORY', 'ALREADY_SOLD', 'OFFENSIVE', 'OTHER'] as const;
export type ReportReasonValue = (typeof REPORT_REASONS)[number];

/** What staff decide on a reported listing. */
export type ReportActionValue = 'DISMISS' | 'TAKE_DOWN';

export const MAX_REPORT_DETAILS = 500;
/** Reports one user may send in 24 hours (RATE_LIMITED after). */
export const REPORTS_PER_DAY = 20;

/**
 * When reports hide a listing (docs/product.md#reports): `hideThreshold` open reports from accounts
 * that were at least `minAccountAgeMs` old when they reported (younger ones still reach the queue),
 * unless staff dismissed its reports within `dismissImmunityMs`.
 */
export interface ReportRules {
  hideThreshold: number;
  minAccountAgeMs: number;
  dismissImmunityMs: number;
}

const HOUR_MS = 3600 * 1000;

/** The rules from the REPORT_* settings (the wiring's config). */
export const reportRules = (config: {
  reportHideThreshold: number;
  reportMinAccountAgeHours: number;
  reportDismissImmunityDays: number;
}): ReportRules => ({
  hideThreshold: config.reportHideThreshold,
  minAccountAgeMs: config.reportMinAccountAgeHours * HOUR_MS,
  dismissImmunityMs: config.reportDismissImmunityDays * 24 * HOUR_MS,
});

/** "scam", "Scam", "wrong_category", "wrong-category"... as the stored name; anything else is null. */
export function parseReportReason(value: unknown): ReportReasonValue | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase().replace(/-/g, '_');
  return (REPORT_REASONS as readonly string[]).includes(v) ? (v as ReportReasonValue) : null;
}

/** "dismiss", "take-down", "TAKE_DOWN" (any case); anything else is null. */
export function parseReportAction(value: unknown): ReportActionValue | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase().replace(/-/g, '_');
  return v === 'DISMISS' || v === 'TAKE_DOWN' ? v : null;
}

export const REPORT_MESSAGES = {
  reported: 'Thank you: the moderators will look at your report',
  badReason: 'Reason must be scam, prohibited, wrong_category, already_sold, offensive or other',
  detailsText: 'Details must be text',
  detailsTooLong: `Details must be at most ${MAX_REPORT_DETAILS} characters`,
  own: 'You cannot report your own listing',
  twice: 'You have already reported this listing',
  tooMany: `You can send at most ${REPORTS_PER_DAY} reports a day: please try again later`,
  badAction: 'Action must be dismiss or take-down',
  reasonRequired: 'A take-down needs a reason, which the seller will read',
  reasonText: 'Reason must be text',
  reasonTooLong: 'Reason must be at most 500 characters',
  ownDecision: 'You cannot decide reports on your own listing: another moderator or admin does',
  noReports: 'This listing has no open reports: they were already decided',
  dismissed: 'Reports dismissed: the listing stays up',
  takenDown: 'The listing was taken down',
  listed: 'Reported listings',
} as const;
