import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ANY_TOKEN, SESSION_ONLY } from '../core/scopes';
import type { DeclaredRoute, MountedRoutes } from '../core/rest/rest-route';
import { fullPath } from '../core/rest/route-order';
import { documentedAs, uuidParam } from '../core/rest/rest-schemas';
import { errorResponses, otherErrors } from './openapi-errors';
import { REST_EXAMPLES } from './openapi-examples';
import { registerWebhooks } from './openapi-webhooks';
import { SESSION_COOKIE } from './cookies';

/**
 * The OpenAPI 3.1 document of /api/v1 (GET /api/v1/openapi.json), generated from the route table the
 * bridge is mounted from (core/rest/rest-route.ts): each route's zod schemas, scope and summary. Built
 * once per server: routes are fixed once mounted.
 */

export const API_PREFIX = '/api/v1';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** `/product/home/:id` → `/product/home/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

/** `get /product/home/:id` → `getProductHomeById`: stable, unique, what client generators name methods by. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** Who may call: a token with the route's scope, a session cookie, or (public routes) anybody. */
function security({ spec }: DeclaredRoute): RouteConfig['security'] {
  const cookie = { cookieAuth: [] };
  const visitor = spec.public ? [{}] : [];
  if (spec.scope === SESSION_ONLY) return [cookie, ...visitor];
  const bearer = { bearerAuth: spec.scope === ANY_TOKEN ? [] : [spec.scope] };
  return [bearer, cookie, ...visitor];
}

function scopeNote({ spec }: DeclaredRoute): string {
  if (spec.scope === SESSION_ONLY) return 'Account management: a session only; any API token gets 403.';
  if (spec.scope === ANY_TOKEN) return 'Any API token may call it.';
  return `An API token needs the \`${spec.scope}\` scope.`;
}

/** A path parameter named `id` or `…Id` is an object's id, a UUID; the route may say otherwise. */
const ID_PARAM = /^id$|Id$/;

function documentedParams({ spec }: DeclaredRoute): z.ZodObject {
  const names = Object.keys(spec.params.shape);
  const shape = (name: string) => spec.paramTypes?.[name] ?? (ID_PARAM.test(name) ? uuidParam : z.string());
  return z.object(Object.fromEntries(names.map((name) => [name, shape(name)])));
}

/** The query as the document types it (rest-schemas.ts `queryParam`), not as the server reads it. */
function documentedQuery({ spec }: DeclaredRoute): z.ZodObject | undefined {
  if (!spec.query) return undefined;
  return z.object(Object.fromEntries(Object.entries(spec.query.shape).map(([k, v]) => [k, documentedAs(v)])));
}

function pathConfig(route: DeclaredRoute): RouteConfig {
  const { method, path, spec } = route;
  const status = spec.status ?? 200;
  const example = REST_EXAMPLES[`${method.toUpperCase()} ${openApiPath(path)} ${status}`];
  const answer = { 'application/json': { schema: spec.response, ...(example === undefined ? {} : { example }) } };
  const body = spec.body && {
    content: spec.multipart
      ? { 'multipart/form-data': { schema: spec.body } }
      : { 'application/json': { schema: spec.body } },
  };
  return {
    method,
    path: openApiPath(path),
    operationId: operationId(method, path),
    tags: [route.tag],
    summary: spec.summary,
    description: [spec.description, scopeNote(route)].filter(Boolean).join('\n\n'),
    security: security(route),
    request: { params: documentedParams(route), query: documentedQuery(route), ...(body ? { body } : {}) },
    responses: {
      [status]: { description: spec.summary, headers: spec.responseHeaders, content: answer },
      ...errorResponses(route),
      default: otherErrors,
    },
  };
}

export function openApiDocument(mounted: MountedRoutes[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (`cmk_…` for a user, `cma_…` for an app), created on the profile page or with ' +
      '`POST /api/v1/tokens`. Needs the scope each operation names; no CSRF header, no cookie.',
  });
  registry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session of a signed-in browser (`__Host-cm_session` over HTTPS), set by `POST /api/v1/auth/login`. ' +
      "A state-changing call must come from the app's own origin (Origin header) with a JSON body.",
  });
  const seen = new Set<string>();
  for (const { prefix, routes } of mounted) {
    for (const route of routes.routes) {
      // A router's `/` is its prefix itself (`/notification`, not `/notification/`).
      const full = { ...route, path: fullPath(prefix, route.path) };
      const config = pathConfig(full);
      if (seen.has(config.operationId!)) throw new Error(`Two REST routes share the operation ${config.operationId}`);
      seen.add(config.operationId!);
      registry.registerPath(config);
    }
  }
  registerWebhooks(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Campus Market REST API',
      version: '1.0.0',
      description:
        'The REST bridge of Campus Market: the same services as the GraphQL API at `/graphql`. ' +
        'Paths are relative to the server; see docs/integrations.md for tokens, paging and webhooks.',
    },
    servers: [{ url: API_PREFIX }],
  });
}
