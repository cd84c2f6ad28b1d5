/** The reports module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { ProductReportEntity } from './product-report.entity';
import { ReportsResolver } from './reports.resolver';
import { reportsRouter } from './reports.rest';
export type { ReportsDecidedEvent } from './events';
export { ProductReportEntity } from './product-report.entity';
export { ReportDecisionsService } from './report-decisions.service';
export { ReportQueue } from './report-queue';
export { reportRules } from './report-rules';
export { ReportsService } from './reports.service';
export { type ReportActionValue } from './report-rules';

/** The services the reports module's routes use. */
type ReportsNeeds = Parameters<typeof reportsRouter>[0];

/** What the reports module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const reportsModule = defineModule<ReportsNeeds>({
  name: 'reports',
  entities: [ProductReportEntity],
  resolvers: [ReportsResolver],
  routes: (services) => [{ prefix: '', routes: reportsRouter(services) }],
});
