import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../users';
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

registerEnumType(RoleRequestStatus, {
  name: 'RoleRequestStatus',
  description: 'Where a moderator role request stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for an admin.' },
    ACCEPTED: { description: 'An admin accepted it: the requester became a moderator.' },
    REJECTED: { description: 'An admin rejected it; the user may ask again.' },
  },
});
registerEnumType(RoleRequestAction, {
  name: 'RoleRequestAction',
  description: "An admin's decision on a role request.",
  valuesConfig: {
    ACCEPT: { description: 'Make the requester a moderator.' },
    REJECT: { description: 'Leave the role as it is.' },
  },
});

@ObjectType('RoleRequest', { description: "A user's request for the moderator role." })
export class RoleRequestType {
  @Field(() => ID, { description: "The request's id." })
  id: string;

  @Field(() => RoleRequestStatus, { description: 'PENDING until an admin decides it.' })
  status: RoleRequestStatus;

  @Field(() => Date, { description: 'When the user asked.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When an admin decided it; null while pending.' })
  decidedAt: Date | null;

  /** Resolved by RolesResolver.user (batched per request). */
  userId: string;
}

@ObjectType('RoleRequestPayload', { description: 'The answer of a role request or decision.' })
export class RoleRequestPayload {
  @Field(() => String, { description: 'A sentence for the user saying what happened.' })
  message: string;

  @Field(() => RoleRequestType, { description: 'The request as it is now.' })
  request: RoleRequestView;
}

@InputType('DecideRoleRequestInput', { description: "An admin's decision on a pending moderator role request." })
export class DecideRoleRequestInput {
  @Field(() => ID, { description: 'The requester.' })
  userId: string;

  @Field(() => RoleRequestAction, {
    description: 'ACCEPT makes the requester a moderator; REJECT leaves the role as it is.',
  })
  action: RoleRequestAction;
}

@InputType('UpdateRoleInput', { description: "An admin's change of a user's role." })
export class UpdateRoleInput {
  @Field(() => ID, { description: 'The user whose role changes.' })
  userId: string;

  @Field(() => Role, { description: 'The new role.' })
  role: Role;
}
