import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../request-context';

/**
 * What every module's REST adapter (modules/<domain>/<domain>.rest.ts) builds its routes with. It sits
 * below http/, which mounts the routers and resolves `res.locals.ctx` (http/request-context-middleware.ts),
 * so a module's routes never import the HTTP plumbing.
 */

/** A thin REST handler: runs the service call with the request's context and answers its result as JSON. */
export function handle(
  run: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown> | unknown,
  status = 200,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await run(res.locals.ctx, req, res);
      if (!res.headersSent) res.status(status).json(result);
    } catch (err) {
      next(err);
    }
  };
}

/** The REST body as an object (an absent or non-object body counts as empty). */
export function body(req: Request): Record<string, unknown> {
  const b = req.body as unknown;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}
