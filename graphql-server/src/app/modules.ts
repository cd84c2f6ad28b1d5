import type { BackgroundJob, ClassOf, ServerModule } from '../core/server-module';
import type { MountedRoutes } from '../core/rest/rest-route';
import type { EventBus } from '../core/unit-of-work';
import { authModule } from '../modules/auth';
import { conversationsModule } from '../modules/conversations';
import { listingHistoryModule } from '../modules/listing-history';
import { notificationsModule } from '../modules/notifications';
import { productsModule } from '../modules/products';
import { reportsModule } from '../modules/reports';
import { rolesModule } from '../modules/roles';
import { rosterModule } from '../modules/roster';
import { savedSearchesModule } from '../modules/saved-searches';
import { searchModule } from '../modules/search';
import { tokensModule } from '../modules/tokens';
import { uploadsModule } from '../modules/uploads';
import { usersModule } from '../modules/users';
import { webhooksModule } from '../modules/webhooks';
import { wishlistModule } from '../modules/wishlist';

/**
 * Every module of the server, each as its index.ts declares it (core/server-module.ts): the entity
 * list, the GraphQL schema, the REST bridge, the app's other handlers and the background jobs all
 * read this list, so a new module is its folder and one line here. The order is the OpenAPI
 * document's (its paths and tags follow it) and the order the jobs start in; REST matching does not
 * depend on it (the most specific path wins).
 */
export const MODULES = [
  authModule,
  usersModule,
  rosterModule,
  uploadsModule,
  listingHistoryModule,
  wishlistModule,
  productsModule,
  notificationsModule,
  rolesModule,
  searchModule,
  savedSearchesModule,
  webhooksModule,
  tokensModule,
  reportsModule,
  conversationsModule,
] as const;

type Registered = (typeof MODULES)[number];
// `never` matches any module in the other position (its functions take what they take).
type NeedsOf<M> = M extends ServerModule<infer S, never> ? S : never;
type JobNeedsOf<M> = M extends ServerModule<never, infer J> ? J : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What the modules' routes, handlers and jobs use together: the wiring's Services must hold all of it. */
export type ModuleServices = Intersection<NeedsOf<Registered>>;
/** What the modules' jobs and subscribers are made of. */
export type JobServices = Intersection<JobNeedsOf<Registered>>;

const modules: readonly ServerModule<ModuleServices, JobServices>[] = MODULES;

/** Every module's tables, for the data source. */
export const moduleEntities = (): ClassOf[] => modules.flatMap((m) => m.entities ?? []);

/** Every module's resolvers, for the schema. */
export const moduleResolvers = (): ClassOf[] => modules.flatMap((m) => m.resolvers ?? []);

/** Every module's REST routers with their prefixes under /api/v1. */
export const moduleRoutes = (services: ModuleServices): MountedRoutes[] =>
  modules.flatMap((m) => m.routes?.(services) ?? []);

/** What the modules mount on the app itself, outside /api/v1. */
export const moduleHandlers = (services: ModuleServices) => modules.flatMap((m) => m.handlers?.(services) ?? []);

/** Every module's subscribers to the domain events (docs/architecture.md#domain-events). */
export const moduleSubscriptions = (bus: EventBus, services: JobServices): void =>
  modules.forEach((m) => m.subscribe?.(bus, services));

/** Every module's background jobs, started and stopped with the server. */
export const moduleJobs = (services: JobServices): BackgroundJob[] => modules.flatMap((m) => m.jobs?.(services) ?? []);
