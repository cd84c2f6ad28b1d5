import { type RequestHandler, Router } from 'express';
import { type ModuleServices, moduleRoutes } from '../app/modules';
import { routeLabel } from '../lib/route-labels';
import { type MountedRoutes, RestRoutes } from '../core/rest/rest-route';
import { routesBySpecificity } from '../core/rest/route-order';
import { ANY_TOKEN } from '../core/scopes';
import { z } from 'zod';
import type { Services } from '../services';
import { openApiDocument } from './openapi';
import { privateAnswers, publicListsStayPublic } from './private-answers';
import { errorBody, restCsrfGuard, restErrorHandler } from './rest-support';

/** One JSON answer of the bridge, as a test's response validator reads it (createAppServer's option). */
export interface RestAnswer {
  method: string;
  /** The matched route's pattern (`/api/v1/product/:id`), or a label for no route (lib/route-labels.ts). */
  route: string;
  status: number;
  body: unknown;
}
export type RestAnswerObserver = (answer: RestAnswer) => void;

/** GET /api/v1/openapi.json: the document describes itself too, as the route it is. */
function documentRoute(document: () => string): RestRoutes {
  const routes = new RestRoutes('Reference');
  routes.get(
    '/openapi.json',
    {
      summary: 'This OpenAPI 3.1 document',
      description: 'A reference page reading it is at `/api/docs`.',
      scope: ANY_TOKEN,
      public: true,
      response: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
    },
    (_ctx, _input, _req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/json').send(document());
    },
  );
  return routes;
}

/** Every route of the bridge, the document's own among them: what is mounted and what the document describes. */
export function restRouteTable(services: ModuleServices, document: () => string): MountedRoutes[] {
  return [...moduleRoutes(services), { prefix: '', routes: documentRoute(document) }];
}

/** Hands every JSON answer to `observe` (tests validate them against the OpenAPI document). */
function observeAnswers(observe: RestAnswerObserver): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      observe({ method: req.method, route: routeLabel(req), status: res.statusCode, body });
      return json(body);
    };
    next();
  };
}

/**
 * The REST bridge (/api/v1): the guards every call passes, then the modules' routes, the OpenAPI
 * document generated from them, and the JSON 404 and error answers.
 */
export function restApi(
  services: Services,
  shared: { bearer: RequestHandler; context: RequestHandler; cors: RequestHandler; observe?: RestAnswerObserver },
): Router {
  const { config, logger } = services;
  const api = Router();
  if (shared.observe) api.use(observeAnswers(shared.observe));
  // Every REST answer is private to its session (private-answers.ts), but the anonymous public lists.
  api.use(privateAnswers);
  api.use(shared.cors);
  // A bearer token is resolved (a bad one refused) before anything else is read; each route reads
  // its body after its scope check (core/rest/rest-route.ts).
  api.use(shared.bearer);
  api.use(restCsrfGuard(config.allowedOrigins));
  api.use(shared.context);
  api.use(publicListsStayPublic);
  const mounted = restRouteTable(services, () => document);
  // Every module's routes in one router, the most specific path first (core/rest/route-order.ts).
  api.use(routesBySpecificity(mounted));
  const document = JSON.stringify(openApiDocument(mounted));
  api.use((_req, res) => {
    res.status(404).json(errorBody('Not found', 'NOT_FOUND'));
  });
  api.use(restErrorHandler(logger));
  return api;
}
