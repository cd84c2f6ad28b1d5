import { z } from 'zod';
import type { RolesService, RoleRequestView } from './roles.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { bodyId, timestamp } from '../../core/rest/rest-schemas';
import { ROLES } from '../../core/permissions';
import { restResult, RestUserResult } from '../users';
import { MAX_PENDING_LISTED, ROLE_MESSAGES } from './roles.service';
import { SESSION_ONLY } from '../../core/scopes';

const RoleRequest = z
  .object({
    _id: z.string(),
    userId: z.string().meta({ description: 'Who asked.' }),
    status: z.enum(['pending', 'accepted', 'rejected']),
    createdAt: timestamp,
    decidedAt: timestamp.nullable(),
  })
  .meta({ id: 'RoleRequest', description: 'A request for the moderator role.' });

const RoleRequestResult = z.object({ message: z.string(), request: RoleRequest }).meta({ id: 'RoleRequestResult' });

const MyRoleRequest = z.object({
  message: z.string(),
  // null when the caller never asked. (A union: zod-to-openapi writes `.nullable()` of a component as an allOf that refuses null.)
  request: z.union([RoleRequest, z.null()]),
});

const PendingRoleRequests = z.object({
  message: z.string(),
  users: z.array(
    z
      .object({
        _id: z.string().meta({ description: "The requester's id (accept with it as `userId`)." }),
        name: z.string(),
        email: z.string().nullable(),
        requestId: z.string(),
        createdAt: timestamp.meta({ description: 'When they asked.' }),
      })
      .meta({ id: 'RoleRequester' }),
  ),
});

// Ids the service reads as given (text, or a number that matches nobody), so its messages stay the same.
const optionalId = bodyId.nullable().optional();

const RequestRoleBody = z.object({
  id: optionalId.meta({ description: "The caller's own id, if sent (`_id` too); another user's is 403." }),
  _id: optionalId.meta({ description: 'The same as `id`.' }),
});

const DecisionBody = z
  .object({
    userId: optionalId.meta({ description: "The requester's id (`id` too)." }),
    id: optionalId.meta({ description: 'The same as `userId`.' }),
    action: z
      .string({ error: ROLE_MESSAGES.badAction })
      .nullable()
      .optional()
      .meta({ description: 'accept or reject (any case).' }),
  })
  .meta({ required: ['userId', 'action'] });

const RoleBody = z
  .object({
    role: z
      .string({ error: ROLE_MESSAGES.badRole })
      .nullable()
      .optional()
      .meta({ description: `One of ${ROLES.join(', ')} (any case).` }),
  })
  .meta({ required: ['role'] });

const toRest = (r: RoleRequestView): z.infer<typeof RoleRequest> => ({
  _id: r.id,
  userId: r.userId,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** /api/v1/moderation/...: thin adapters over RolesService. Roles are account management: sessions only. */
export function rolesRouter(services: { roles: RolesService }): RestRoutes {
  const { roles } = services;
  const r = new RestRoutes('Roles');

  r.post(
    '/request-role',
    {
      summary: 'Ask the admins for the moderator role',
      description: 'Verified users with the user role; one pending request at a time (409). The admins are notified.',
      conflict: 'The caller already has a pending request.',
      scope: SESSION_ONLY,
      body: RequestRoleBody,
      status: 201,
      response: RoleRequestResult,
    },
    async (ctx, { body: b }) => {
      const res = await roles.request(ctx, b.id ?? b._id);
      return { message: res.message, request: toRest(res.request) };
    },
  );

  r.get(
    '/my-request',
    { summary: "The caller's latest moderator role request", scope: SESSION_ONLY, response: MyRoleRequest },
    async (ctx) => {
      const request = await roles.mine(ctx);
      return { message: request ? 'Request found' : 'No request yet', request: request ? toRest(request) : null };
    },
  );

  // The REST contract's "user list": each requester's _id, name and email, with the request.
  r.get(
    '/moderator-request',
    {
      summary: 'The pending moderator role requests (admins)',
      description: `Oldest first, at most ${MAX_PENDING_LISTED}, each as its requester.`,
      scope: SESSION_ONLY,
      response: PendingRoleRequests,
    },
    async (ctx) => ({
      message: ROLE_MESSAGES.listed,
      users: (await roles.pending(ctx)).map(({ request, user }) => ({
        _id: user.id,
        name: user.name,
        email: user.email,
        requestId: request.id,
        createdAt: request.createdAt.toISOString(),
      })),
    }),
  );

  r.put(
    '/accept-moderator-request',
    {
      summary: 'Accept or reject a moderator role request (admins)',
      description: 'Accepting makes the user a moderator; the requester is notified either way.',
      scope: SESSION_ONLY,
      body: DecisionBody,
      response: RoleRequestResult,
    },
    async (ctx, { body: b }) => {
      const res = await roles.decide(ctx, { userId: b.userId ?? b.id, action: b.action });
      return { message: res.message, request: toRest(res.request) };
    },
  );

  r.put(
    '/update-role/:userId',
    {
      summary: "Set a user's role (admins)",
      description: 'The last admin cannot be given another role (409). A staff role settles a pending request.',
      conflict: 'The last admin cannot be given another role.',
      scope: SESSION_ONLY,
      body: RoleBody,
      response: RestUserResult,
    },
    async (ctx, { params, body }) =>
      restResult(await roles.updateRole(ctx, { userId: params.userId, role: body.role })),
  );

  return r;
}
