import type { RequestHandler } from 'express';
import type { MountedRoutes } from './rest/rest-route';
import type { EventBus } from './unit-of-work';

/** A class: an entity for TypeORM, a resolver for type-graphql. */
export type ClassOf = abstract new (...args: never[]) => unknown;

/** A background job the server starts and stops with itself (the search fill, the senders, the sweeps). */
export interface BackgroundJob {
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/**
 * What a module brings to the server, declared once in its index.ts: its tables, its GraphQL
 * resolvers, its REST routes, other HTTP handlers, its background jobs. The wiring's registry
 * (app/modules.ts) lists every module, and the entity list, the schema, the REST bridge and the jobs
 * read it, so a new module is its folder and one line there. `S` names the services its routes and
 * handlers use, `J` those its jobs and subscribers are made of: the wiring's must hold them, which the
 * registry checks.
 */
export interface ServerModule<S extends object = object, J extends object = object> {
  name: string;
  entities?: readonly ClassOf[];
  resolvers?: readonly ClassOf[];
  /** Under /api/v1, each router under its prefix; the bridge matches the most specific path first. */
  routes?: (services: S) => MountedRoutes[];
  /** Mounted on the app itself, outside /api/v1 (e.g. the uploaded images under /uploads). */
  handlers?: (services: S) => { path: string; handler: RequestHandler }[];
  jobs?: (services: J) => BackgroundJob[];
  /**
   * Its reactions to the domain events (core/unit-of-work.ts), registered once at start-up. Each
   * event's subscribers write their own rows, so the order between modules does not matter; within
   * a module it is the order it registers them in.
   */
  subscribe?: (bus: EventBus, services: J) => void;
}

/** Keeps a module's declaration typed by what it declares (`S` and `J` inferred from its functions). */
export function defineModule<S extends object = object, J extends object = object>(
  module: ServerModule<S, J>,
): ServerModule<S, J> {
  return module;
}
