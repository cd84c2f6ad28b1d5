import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../users/user.types';
import type { RoleRequestView } from './roles.service';

/** GraphQL names in capitals; the database and REST keep them lower-case. */
export enum RoleRequestStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}

export enum RoleRequestAction {
  ACCEPT = 'accept',
  REJECT = 'reject',
}

registerEnumType(RoleRequestStatus, { name: 'RoleRequestStatus' });
registerEnumType(RoleRequestAction, { name: 'RoleRequestAction' });

@ObjectType('RoleRequest', { description: "A user's request for the moderator role." })
export class RoleRequestType {
  @Field(() => ID)
  id: string;

  @Field(() => RoleRequestStatus)
  status: RoleRequestStatus;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  /** Resolved by RolesResolver.user (batched per request). */
  userId: string;
}

@ObjectType('RoleRequestPayload')
export class RoleRequestPayload {
  @Field(() => String)
  message: string;

  @Field(() => RoleRequestType)
  request: RoleRequestView;
}

@InputType('DecideRoleRequestInput')
export class DecideRoleRequestInput {
  @Field(() => ID, { description: 'The requester.' })
  userId: string;

  @Field(() => RoleRequestAction)
  action: RoleRequestAction;
}

@InputType('UpdateRoleInput')
export class UpdateRoleInput {
  @Field(() => ID)
  userId: string;

  @Field(() => Role)
  role: Role;
}
