import { Role } from '../graphql/generated';

/** The part of a member the rules read: who they are and their role. */
export interface Member {
  id: string;
  role: Role;
}

type Viewer = Member | null | undefined;

/** Every role, and the roles of the guarded route groups (app/routes.tsx). */
export const ROLES = {
  members: [Role.User, Role.Moderator, Role.Admin],
  staff: [Role.Moderator, Role.Admin],
  students: [Role.User],
  admins: [Role.Admin],
} as const satisfies Record<string, readonly Role[]>;

const isAdmin = (user: Viewer): boolean => user?.role === Role.Admin;
const isStaff = (user: Viewer): boolean => isAdmin(user) || user?.role === Role.Moderator;

/**
 * Who may do what, as the server decides it: the web asks these to show or hide a screen's
 * controls, never to grant anything (the server refuses what a member may not do whatever the
 * screen shows). One place, so a screen never compares role strings itself.
 */
export const can = {
  /** Moderators and admins: review listings, decide reports, see every status and reason. */
  moderate: (user: Viewer): boolean => isStaff(user),
  /** Admins only: decide moderator requests, manage webhooks, delete any listing. */
  administer: (user: Viewer): boolean => isAdmin(user),
  /** Students ask to become moderators; staff already are. */
  requestModeration: (user: Viewer): boolean => user?.role === Role.User,
  /** The seller of a listing. */
  ownListing: (user: Viewer, listing: { sellerId: string }): boolean => !!user && user.id === listing.sellerId,
  /** The seller and staff see a listing in every status, with its rejection reason and history. */
  seeListingInAnyStatus: (user: Viewer, listing: { sellerId: string }): boolean =>
    can.ownListing(user, listing) || isStaff(user),
  /** The seller and admins may delete a listing. */
  deleteListing: (user: Viewer, listing: { sellerId: string }): boolean =>
    can.ownListing(user, listing) || isAdmin(user),
  /** The member themselves, or an admin, acts on an account. */
  actOnAccount: (user: Viewer, accountId: string): boolean => !!user && (user.id === accountId || isAdmin(user)),
  /** Admins read a moderator's (or admin's) moderation decisions; students make none. */
  seeModerationDecisions: (user: Viewer, moderator: Member): boolean => isAdmin(user) && moderator.role !== Role.User,
};
