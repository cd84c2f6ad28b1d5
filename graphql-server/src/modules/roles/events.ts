import type { RoleValue } from '../../core/permissions';
import type { UserEntity } from '../users/user.entity';

/** What the roles module publishes (docs/product.md#roles). */
declare module '../../core/events' {
  interface DomainEvents {
    /** A student asked the admins for the moderator role. */
    'role.requested': { userId: string; name: string };
    /** An admin accepted or rejected the request of `userId`. */
    'role.decided': { userId: string; accepted: boolean };
    /** A member's role changed (a promotion on acceptance, or an admin's change): `user` holds the new one. */
    'role.changed': { user: UserEntity; previousRole: RoleValue };
  }
}

export {};
