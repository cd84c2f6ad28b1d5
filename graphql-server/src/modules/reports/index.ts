/** The reports module's front door: what other modules and the wiring may use of it. */
export { ProductReportEntity } from './product-report.entity';
export { ReportDecisionsService } from './report-decisions.service';
export { ReportQueue } from './report-queue';
export { reportRules } from './report-rules';
export { ReportsResolver } from './reports.resolver';
export { reportsRouter } from './reports.rest';
export { ReportsService } from './reports.service';
