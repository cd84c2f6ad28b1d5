import path from 'node:path';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { createDataSource } from './app/database';
import { openDatabase } from './db/data-source';
import { BACKGROUND_DRAIN_MS, BackgroundTasks } from './lib/background';
import { type Clock, systemClock } from './lib/clock';
import { DEFAULT_LIMITS, type Limits } from './core/limits';
import { Metrics } from './lib/metrics';
import type { PubSub } from './lib/pubsub';
import { poolStats } from './db/pool-stats';
import { type Logger, consoleLogger } from './lib/logger';
import { RateLimiter } from './lib/rate-limiter';
import type { RedisHealth } from './lib/redis-health';
import { connectSharedState } from './lib/shared-state';
import { boundedProbe } from './lib/readiness';
import { type Mailer, OutboxMailer, SmtpMailer } from './mail/mailer';
import {
  AuthService,
  PasswordResetService,
  RegistrationService,
  SessionsService,
  VerificationService,
} from './modules/auth';
import { EmailChangeService, PasswordHasher, ProfileService, UsersService } from './modules/users';
import { RosterService } from './modules/roster';
import { imageStoreFor, UploadsService } from './modules/uploads';
import {
  AvailabilityService,
  ListingsService,
  ModerationService,
  SimilarProductsService,
  ProductsService,
} from './modules/products';
import { LinkPreviewService } from './http/link-preview.service';
import { ProductHistoryService } from './modules/listing-history';
import { SearchBackfill } from './modules/search';
import { EventBus, UnitOfWork } from './core/unit-of-work';
import { NotificationsService } from './modules/notifications';
import { WishlistService } from './modules/wishlist';
import { RolesService } from './modules/roles';
import { SavedSearchAlerts, SavedSearchesService } from './modules/saved-searches';
import { EventLogService, WebhookSender, WebhooksService } from './modules/webhooks';
import { moduleJobs, moduleSubscriptions } from './app/modules';
import { ApiTokensService } from './modules/tokens';
import { ReportDecisionsService, ReportQueue, reportRules, ReportsService } from './modules/reports';
import { type ChatServices, chatServices } from './modules/conversations';

/** Everything a request handler may use, built once per process (or per test). */
export interface Services extends ChatServices {
  config: Config;
  db: DataSource;
  clock: Clock;
  logger: Logger;
  /** Prometheus metrics of this instance (GET /metrics). */
  metrics: Metrics;
  limits: Limits;
  redis: Redis | null;
  /** Whether `redis` counts as up: after a command timed out, calls fail at once until a ping answers. */
  redisHealth: RedisHealth | null;
  limiter: RateLimiter;
  pubsub: PubSub;
  mailer: Mailer;
  background: BackgroundTasks;
  passwords: PasswordHasher;
  sessions: SessionsService;
  verification: VerificationService;
  users: UsersService;
  profile: ProfileService;
  emailChange: EmailChangeService;
  roster: RosterService;
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  uploads: UploadsService;
  products: ProductsService;
  listings: ListingsService;
  linkPreviews: LinkPreviewService;
  moderation: ModerationService;
  availability: AvailabilityService;
  /** The moderation history: a listing's (seller and staff) and each moderator's decisions (admins). */
  history: ProductHistoryService;
  similar: SimilarProductsService;
  notifications: NotificationsService;
  /** Runs a write and its domain events' subscribers in one transaction (core/unit-of-work.ts). */
  uow: UnitOfWork;
  wishlist: WishlistService;
  roles: RolesService;
  savedSearches: SavedSearchesService;
  /** API tokens for other campus apps (docs/product.md#api-tokens). */
  apiTokens: ApiTokensService;
  /** Sends saved searches' alerts when due (a background job: started and stopped with the others). */
  savedSearchAlerts: SavedSearchAlerts;
  /** Admins' webhook endpoints and the events written for them (docs/product.md#webhooks). */
  webhooks: WebhooksService;
  /** Sends due webhook deliveries (a background job: started and stopped with the others). */
  webhookSender: WebhookSender;
  /** The last 30 days of webhook events, for apps to catch up from (its sweep is a background job). */
  eventLog: EventLogService;
  /** Users report listings (docs/product.md#reports). */
  reports: ReportsService;
  /** The staff's reports queue. */
  reportQueue: ReportQueue;
  /** Staff dismiss reports or take a listing down. */
  reportDecisions: ReportDecisionsService;
  conversations: ChatServices['conversations'];
  /** MariaDB's search tables: whether complete, and the background fill that completes them. */
  searchBackfill: SearchBackfill;
  /** Starts the background jobs (the server does, operator commands do not); resolves once searches know which tables to read. */
  startBackgroundJobs(): Promise<void>;
  /** Stops them after the batch in hand (bounded by BACKFILL_STOP_WAIT_MS); close() does too. */
  stopBackgroundJobs(): Promise<void>;
  /** Database and (when configured) Redis answer. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  dataSource?: DataSource;
  clock?: Clock;
  logger?: Logger;
  limits?: Partial<Limits>;
  mailer?: Mailer;
}

export async function createServices(config: Config, options: ServiceOptions = {}): Promise<Services> {
  const logger = options.logger ?? consoleLogger;
  const clock = options.clock ?? systemClock;
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const db = await openDatabase(options.dataSource ?? createDataSource(config));
  const shared = await connectSharedState(config, logger, clock);
  const { redis, redisHealth, store, pubsub } = shared;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.smtpFrom)
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.smtpFrom, logger, !config.isProduction));
  const background = new BackgroundTasks(logger);
  const metrics = new Metrics({ processMetrics: config.metricsPort !== null || config.metricsToken !== null });
  metrics.dbPool = poolStats(db, config.dbPoolSize);
  const limiter = new RateLimiter(store, logger, (key) => metrics.throttleRefused(key));
  const passwords = new PasswordHasher(config.scryptLogN, limits.passwordHashing);
  const sessions = new SessionsService(db, { secret: config.sessionSecret, limits, clock });
  const verification = new VerificationService(db, { secret: config.sessionSecret, limits, clock, mailer, logger });
  // Images: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads.
  const uploads = new UploadsService(db, { store: imageStoreFor(config), clock, logger, limiter, limits });
  const users = new UsersService(db, { clock, pubsub, sessions });
  // What every service that mails the account's owner needs.
  const mailing = { mailer, background, publicUrl: config.publicUrl };
  const ratePerMinute = config.apiTokenRatePerMinute;
  const apiTokens = new ApiTokensService(db, { clock, limiter, limits, passwords, pubsub, ratePerMinute, ...mailing });
  const passwordReset = new PasswordResetService(db, {
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    limits,
    clock,
    limiter,
    passwords,
    sessions,
    apiTokens,
    mailer,
    background,
  });
  const emailChange = new EmailChangeService(db, {
    clock,
    users,
    verification,
    resetLinks: passwordReset,
    limiter,
    limits,
    ...mailing,
  });
  const profile = new ProfileService(db, {
    users,
    emailChange,
    passwords,
    sessions,
    apiTokens,
    uploads,
    limiter,
    limits,
    mailer,
    background,
    allowedEmailDomains: config.allowedEmailDomains,
    publicUrl: config.publicUrl,
  });
  const roster = new RosterService(db, { limiter, limits, clock });
  const allowPrivate = config.webhookAllowPrivateNetworks;
  const webhookSender = new WebhookSender(db, { clock, logger, allowPrivate });
  const webhooks = new WebhooksService(db, { clock, allowPrivate, onDue: () => webhookSender.kick() });
  const eventLog = new EventLogService(db, { clock });
  const notifications = new NotificationsService(db, { clock, pubsub, logger, sessions });
  // A write and what follows from it: each module's subscribers (app/modules.ts), bound below.
  const bus = new EventBus();
  const uow = new UnitOfWork(db, bus, logger);
  const searchBackfill = new SearchBackfill(db, logger, config.searchBackfill);
  metrics.searchBackfillRemaining = () => searchBackfill.remaining;
  const products = new ProductsService(db, { clock, uploads, searchIndex: searchBackfill });
  const listings = new ListingsService(db, { clock, products, uploads, uow });
  const intervalMs = config.savedSearchAlertIntervalSeconds * 1000;
  const savedSearchAlerts = new SavedSearchAlerts(db, { clock, logger, uow, intervalMs, listings: products });
  const savedSearches = new SavedSearchesService(db, { clock, logger, onMatch: () => savedSearchAlerts.kick() });
  const moderation = new ModerationService(db, { products, uow });
  const linkPreviews = new LinkPreviewService(db, { clock, uploads, publicUrl: config.publicUrl });
  const availability = new AvailabilityService(db, { products, uow });
  const history = new ProductHistoryService(db, { products });
  const similar = new SimilarProductsService(db, { products });
  const reports = new ReportsService(db, { clock, products, uow, rules: reportRules(config) });
  const reportQueue = new ReportQueue(db, { products });
  const reportDecisions = new ReportDecisionsService(db, { clock, products, uow });
  const wishlist = new WishlistService(db, { clock, products });
  const roles = new RolesService(db, { clock, users, uow });
  const auth = new AuthService(db, { limits, limiter, passwords, sessions, verification, users });
  const registration = new RegistrationService(db, {
    adminCollegeIds: config.adminCollegeIds,
    allowedEmailDomains: config.allowedEmailDomains,
    limits,
    clock,
    limiter,
    passwords,
    sessions,
    verification,
    users,
    roster,
  });
  // Each module declares its jobs and subscribers (app/modules.ts): the search fill, the alert and
  // webhook senders, the log sweep; the search rows, history, webhook outbox, notices, price drops.
  const parts = { searchBackfill, savedSearchAlerts, webhookSender, eventLog, logger, config };
  const chat = chatServices(db, { ...parts, clock, uow, products, availability, limiter, limits });
  const partsAndServices = { ...parts, webhooks, notifications, savedSearches, products, ...chat };
  moduleSubscriptions(bus, partsAndServices);
  const jobs = moduleJobs(partsAndServices);
  const stopJobs = async () => void (await Promise.all(jobs.map((job) => job.stop())));
  return {
    config,
    db,
    clock,
    logger,
    metrics,
    limits,
    redis,
    redisHealth,
    limiter,
    pubsub,
    mailer,
    background,
    passwords,
    sessions,
    verification,
    users,
    profile,
    emailChange,
    roster,
    auth,
    registration,
    passwordReset,
    uploads,
    products,
    listings,
    linkPreviews,
    moderation,
    availability,
    history,
    similar,
    notifications,
    uow,
    wishlist,
    roles,
    savedSearches,
    apiTokens,
    savedSearchAlerts,
    webhooks,
    webhookSender,
    eventLog,
    reports,
    reportQueue,
    reportDecisions,
    ...chat,
    searchBackfill,
    startBackgroundJobs: async () => void (await Promise.all(jobs.map(async (job) => job.start()))),
    stopBackgroundJobs: stopJobs,
    // Bounded (a frozen database or Redis answers nothing): "not ready" within READY_TIMEOUT_MS.
    ready: boundedProbe(async () => {
      await db.query('SELECT 1');
      await shared.ping();
    }),
    async close() {
      // First, while the pool is open: the fill commits its batch in hand and gives its lease back.
      await stopJobs();
      // Bounded: a mail server that hangs must not hold a stopping process past its bound.
      if (!(await background.drain(BACKGROUND_DRAIN_MS)))
        logger.warn(`stopping without waiting for ${background.size} background task(s)`);
      await shared.close();
      mailer.close();
      uploads.close();
      if (db.isInitialized) await db.destroy();
    },
  };
}
