import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { RoleRequestEntity } from '../src/modules/roles/role-request.entity';
import { UserEntity } from '../src/modules/users/user.entity';
import { type TestAccount, accountWithRole } from './helpers/accounts';
import { type TestApp, createTestApp } from './helpers/app';
import { gql } from './helpers/graphql';

/** What the role tests share: the operations, the messages, and a database with one admin and one moderator. */
export const ROLE_OPS = {
  request: `mutation { requestModeratorRole { message request { id status createdAt decidedAt user { id name } } } }`,
  mine: `query { myRoleRequest { id status createdAt decidedAt user { id } } }`,
  list: `query { roleRequests { id status createdAt user { id name email } } }`,
  decide: `mutation($input: DecideRoleRequestInput!) { decideRoleRequest(input: $input) { message request { id status decidedAt user { id role } } } }`,
  updateRole: `mutation($input: UpdateRoleInput!) { updateRole(input: $input) { message user { id role } } }`,
  notifications: `query { notifications(first: 100) { totalCount nodes { message link isRead } } }`,
  me: `query { me { id role } }`,
};

export const MSG = {
  requested: 'Your request for the moderator role has been sent to the admins',
  alreadyPending: 'You already have a pending moderator role request',
  onlyUsers: 'Only users can request the moderator role',
  accepted: 'Moderator request accepted',
  rejected: 'Moderator request rejected',
  noPending: 'This user has no pending moderator role request',
  badAction: 'Action must be accept or reject',
  badRole: 'Role must be user, moderator or admin',
  lastAdmin: 'The last admin cannot be given another role',
  roleUpdated: 'Role updated successfully',
  forbidden: 'You do not have permission to do this',
  signIn: 'Please sign in',
  verify: 'Please verify your email',
  askedAdmins: (name: string) => `${name} asked for the moderator role.`,
  decided: (accepted: boolean) => `Your moderator role request was ${accepted ? 'accepted' : 'rejected'}.`,
};

export const UNKNOWN_ID = '0190aaaa-0000-7000-8000-000000000000';
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export interface RolesApp {
  app: TestApp;
  /** The one admin of the file's database (the last-admin rule counts on it). */
  admin: TestAccount;
  moderator: TestAccount;
}

/** A fresh database whose only staff are one admin and one moderator. */
export async function rolesApp(): Promise<RolesApp> {
  const app = await createTestApp();
  const admin = await accountWithRole(app, 'admin');
  const moderator = await accountWithRole(app, 'moderator');
  return { app, admin, moderator };
}

/** Reads of the role tests, straight from the database of `get()` (or the admin's list). */
export function roleQueries(get: () => RolesApp) {
  const repo = <T extends object>(entity: new () => T) => get().app.services.db.getRepository(entity);
  return {
    notificationsOf: (userId: string, message: string) => repo(NotificationEntity).find({ where: { userId, message } }),
    roleOf: async (id: string) => (await repo(UserEntity).findOneByOrFail({ id })).role,
    adminCount: () => repo(UserEntity).countBy({ role: 'admin' }),
    openRequestsOf: (userId: string) => repo(RoleRequestEntity).countBy({ userId, status: 'pending' }),
    /** The requesters in the admin's GraphQL list, in order. */
    listedIds: async () => {
      const r = await gql(get().admin.agent, ROLE_OPS.list);
      expect(r.errors).toBeUndefined();
      return r.data!.roleRequests.map((q: { user: { id: string } }) => q.user.id) as string[];
    },
  };
}
