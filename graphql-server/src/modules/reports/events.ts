import type { ReportActionValue } from './report-rules';

/** Staff decided a listing's open reports; `reporters` are the members who reported it (never its seller). */
export interface ReportsDecidedEvent {
  listing: { id: string; title: string };
  action: ReportActionValue;
  reporters: string[];
}

declare module '../../core/events' {
  interface DomainEvents {
    'reports.decided': ReportsDecidedEvent;
  }
}
