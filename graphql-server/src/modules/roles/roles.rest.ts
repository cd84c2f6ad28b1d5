import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { restResult } from '../users/user.rest-shape';
import { ROLE_MESSAGES, type RoleRequestView } from './roles.service';
import { scope } from '../tokens/require-scope';
import { SESSION_ONLY } from '../tokens/scopes';

const toRest = (r: RoleRequestView) => ({
  _id: r.id,
  userId: r.userId,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** /api/v1/moderation/...: thin adapters over RolesService. */
export function rolesRouter(services: Services): Router {
  const { roles } = services;
  const r = Router();

  r.post(
    '/request-role',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      const res = await roles.request(ctx, b.id ?? b._id);
      return { message: res.message, request: toRest(res.request) };
    }, 201),
  );

  r.get(
    '/my-request',
    scope(SESSION_ONLY),
    handle(async (ctx) => {
      const request = await roles.mine(ctx);
      return { message: request ? 'Request found' : 'No request yet', request: request ? toRest(request) : null };
    }),
  );

  // The spec's "user list": each requester's _id, name and email, with the request.
  r.get(
    '/moderator-request',
    scope(SESSION_ONLY),
    handle(async (ctx) => ({
      message: ROLE_MESSAGES.listed,
      users: (await roles.pending(ctx)).map(({ request, user }) => ({
        _id: user.id,
        name: user.name,
        email: user.email,
        requestId: request.id,
        createdAt: request.createdAt.toISOString(),
      })),
    })),
  );

  r.put(
    '/accept-moderator-request',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      const res = await roles.decide(ctx, { userId: b.userId ?? b.id, action: b.action });
      return { message: res.message, request: toRest(res.request) };
    }),
  );

  r.put(
    '/update-role/:userId',
    scope(SESSION_ONLY),
    handle(async (ctx, req) =>
      restResult(await roles.updateRole(ctx, { userId: String(req.params.userId), role: body(req).role })),
    ),
  );

  return r;
}
