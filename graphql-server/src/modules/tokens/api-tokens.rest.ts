import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { toRestApiToken } from './api-token.types';
import { scope } from './require-scope';
import { SESSION_ONLY } from './scopes';

/** /api/v1/tokens and /api/v1/admin/...: thin adapters over ApiTokensService (sessions only). */
export function apiTokensRouter(services: Services): Router {
  const { apiTokens } = services;
  const r = Router();
  const created = ({ token, apiToken }: Awaited<ReturnType<typeof apiTokens.create>>) => ({
    token,
    apiToken: toRestApiToken(apiToken),
  });

  r.post(
    '/tokens',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => created(await apiTokens.create(ctx, body(req))), 201),
  );

  r.get(
    '/tokens',
    scope(SESSION_ONLY),
    handle(async (ctx) => ({ apiTokens: (await apiTokens.list(ctx)).map(toRestApiToken) })),
  );

  r.delete(
    '/tokens/:id',
    scope(SESSION_ONLY),
    handle((ctx, req) => apiTokens.revoke(ctx, String(req.params.id))),
  );

  r.post(
    '/admin/app-tokens',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => created(await apiTokens.createApp(ctx, body(req))), 201),
  );

  r.get(
    '/admin/tokens',
    scope(SESSION_ONLY),
    handle(async (ctx) => ({ apiTokens: (await apiTokens.listAll(ctx)).map(toRestApiToken) })),
  );

  r.delete(
    '/admin/tokens/:id',
    scope(SESSION_ONLY),
    handle((ctx, req) => apiTokens.revokeAny(ctx, String(req.params.id))),
  );

  return r;
}
