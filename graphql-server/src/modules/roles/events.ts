import type { RoleValue } from '../../core/permissions';
import type { UserEntity } from '../users';

/** A student asked the admins for the moderator role. */
export interface RoleRequestedEvent {
  userId: string;
  name: string;
}

/** An admin accepted or rejected the request of `userId`. */
export interface RoleDecidedEvent {
  userId: string;
  accepted: boolean;
}

/** A member's role changed (a promotion on acceptance, or an admin's change): `user` holds the new one. */
export interface RoleChangedEvent {
  user: UserEntity;
  previousRole: RoleValue;
}

/** What the roles module publishes (docs/product.md#roles). */
declare module '../../core/events' {
  interface DomainEvents {
    'role.requested': RoleRequestedEvent;
    'role.decided': RoleDecidedEvent;
    'role.changed': RoleChangedEvent;
  }
}
