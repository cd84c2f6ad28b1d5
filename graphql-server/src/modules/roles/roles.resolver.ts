import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { RolesService, RoleRequestView } from './roles.service';
import type { UsersService } from '../users';
import { AppError, MESSAGES } from '../../lib/errors';
import { viewUser, type UserView } from '../../core/privacy';
import { AuthPayload, UserType } from '../users';
import { DecideRoleRequestInput, RoleRequestPayload, RoleRequestType, UpdateRoleInput } from './role.types';
import { SessionOnly } from '../../core/require-scope';

/** The services these resolvers call. */
type RolesContext = ServiceContext<{ roles: RolesService; users: UsersService }>;

type RequestWithUser = RoleRequestView & { user?: UserView };

/** Thin adapter over RolesService. */
@Resolver(() => RoleRequestType)
export class RolesResolver {
  @Query(() => RoleRequestType, {
    nullable: true,
    description: "The signed-in user's latest moderator role request, or null.",
  })
  @SessionOnly()
  myRoleRequest(@Ctx() ctx: RolesContext) {
    return ctx.services.roles.mine(ctx);
  }

  @Query(() => [RoleRequestType], { description: 'Admins: pending moderator role requests, oldest first.' })
  @SessionOnly()
  async roleRequests(@Ctx() ctx: RolesContext): Promise<RequestWithUser[]> {
    // The requesters come with the list (one statement), so `user` below needs no more.
    return (await ctx.services.roles.pending(ctx)).map(({ request, user }) => ({ ...request, user }));
  }

  @Mutation(() => RoleRequestPayload, {
    description: 'Users only (not moderators or admins); one open request at a time.',
  })
  @SessionOnly()
  requestModeratorRole(@Ctx() ctx: RolesContext) {
    return ctx.services.roles.request(ctx);
  }

  @Mutation(() => RoleRequestPayload, { description: 'Admins: accept (the requester becomes a moderator) or reject.' })
  @SessionOnly()
  decideRoleRequest(
    @Arg('input', () => DecideRoleRequestInput, { description: 'Whose request and the decision.' })
    input: DecideRoleRequestInput,
    @Ctx() ctx: RolesContext,
  ) {
    return ctx.services.roles.decide(ctx, input);
  }

  @Mutation(() => AuthPayload, { description: "Admins: set anyone's role; the last admin cannot be demoted." })
  @SessionOnly()
  updateRole(
    @Arg('input', () => UpdateRoleInput, { description: 'Whose role and the new one.' }) input: UpdateRoleInput,
    @Ctx() ctx: RolesContext,
  ) {
    return ctx.services.roles.updateRole(ctx, input);
  }

  @FieldResolver(() => UserType, { description: 'The requester (name and email are visible to admins).' })
  async user(@Root() request: RequestWithUser, @Ctx() ctx: RolesContext): Promise<UserView> {
    if (request.user) return request.user;
    // A single request (mine, or the one just decided): one lookup.
    const user = await ctx.services.users.findById(request.userId);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return viewUser(user, ctx.user);
  }
}
