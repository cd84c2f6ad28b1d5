import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { RequestContext } from '../request-context';
import { scope } from '../require-scope';
import type { DeclaredScope } from '../scopes';
import { readBody } from './rest-body';
import { handle } from './rest-handler';
import { type RestInput, pathParams, readInput } from './rest-input';

/**
 * The route table of the REST bridge: each module declares its routes here with their zod schemas,
 * and the same declaration both mounts the Express route (scope check, then input validation, then
 * the handler) and describes it in the OpenAPI document (http/openapi.ts). Nothing is written twice,
 * so the document cannot describe a route the server does not have, or miss one it has.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';
type ObjectSchema = z.ZodObject;

export interface RouteSpec<Q extends ObjectSchema, B extends ObjectSchema> {
  /** One line for the reference page. */
  summary: string;
  /** Markdown: rules, aliases, what the answer holds. */
  description?: string;
  /** What an API token needs (core/scopes.ts); checked before the input is validated. */
  scope: DeclaredScope;
  /** A visitor (no session, no token) may call it; otherwise a session or a token is required. */
  public?: boolean;
  query?: Q;
  /**
   * What the document says a path parameter holds (the server reads each as text): `id` and `…Id`
   * are UUIDs unless said here.
   */
  paramTypes?: Record<string, z.ZodType>;
  /** The JSON body (or, with `multipart`, the form fields beside the file). */
  body?: B;
  /** The body is multipart/form-data with one image in the `file` field (uploads), read by `before`. */
  multipart?: boolean;
  /** Handlers run after the scope check and before the input is read (e.g. reading a multipart body). */
  before?: RequestHandler[];
  /** When the route answers 409 CONFLICT, in a sentence: the document declares the 409 with it. */
  conflict?: string;
  /** The success status: 200 unless said. */
  status?: 200 | 201;
  /** The success answer. Errors answer the shared Error schema (rest-schemas.ts). */
  response: z.ZodType;
  /** Headers the success answer carries: each a key with its schema and `.meta({ description })`. */
  responseHeaders?: z.ZodObject;
}

/** A declared route, as the OpenAPI document reads it: its full Express path once mounted. */
export interface DeclaredRoute {
  method: Method;
  path: string;
  tag: string;
  spec: RouteSpec<ObjectSchema, ObjectSchema> & { params: ObjectSchema };
}

/** A declared route with what Express runs for it: the scope check, the body, the handler. */
export interface MountableRoute extends DeclaredRoute {
  handlers: RequestHandler[];
}

type Run<Path extends string, Q extends ObjectSchema, B extends ObjectSchema> = (
  ctx: RequestContext,
  input: RestInput<Path, Q, B>,
  req: Request,
  res: Response,
) => Promise<unknown> | unknown;

/**
 * One module's routes, each with its declaration and handlers. The bridge (http/rest-api.ts) mounts
 * every module's together, the most specific path first (route-order.ts), whatever their order here.
 */
export class RestRoutes {
  readonly routes: MountableRoute[] = [];

  /** `tag` groups the routes on the reference page (e.g. "Products"). */
  constructor(readonly tag: string) {}

  /** `r.get(path, spec, run)`, and the same for post, put and delete. */
  readonly get = this.method('get');
  readonly post = this.method('post');
  readonly put = this.method('put');
  readonly delete = this.method('delete');

  private method(method: Method) {
    return <Path extends string, Q extends ObjectSchema, B extends ObjectSchema>(
      path: Path,
      spec: RouteSpec<Q, B>,
      run: Run<Path, Q, B>,
    ): void => this.add(method, path, spec, run);
  }

  private add<Path extends string, Q extends ObjectSchema, B extends ObjectSchema>(
    method: Method,
    path: Path,
    spec: RouteSpec<Q, B>,
    run: Run<Path, Q, B>,
  ): void {
    // Each `:name` of the path is a string parameter.
    const full = { ...spec, params: pathParams(path) };
    const handlers = [
      scope(spec.scope),
      ...readBody(spec.multipart === true),
      ...(spec.before ?? []),
      handle((ctx, req, res) => run(ctx, readInput<Path, Q, B>(full, req), req, res), spec.status ?? 200),
    ];
    this.routes.push({ method, path, tag: this.tag, spec: full, handlers });
  }
}

/** A module's routes mounted under a prefix: what http/app.ts mounts and the document describes. */
export interface MountedRoutes {
  prefix: string;
  routes: RestRoutes;
}
