import { type DeclaredScope, SESSION_ONLY } from './scopes';

/**
 * Who may do what (docs/product.md#roles): every role and ownership rule of the server, named once.
 * The services ask this table (`can.moderate(user)`, `requirePermission(ctx, can.moderate)` in
 * guards.ts) and never compare a role themselves, so a new role or a changed rule is one edit here.
 *
 * The rules read the role and the ids only. Whether the caller is signed in and verified is the
 * guards' part (guards.ts): a rule answers for whoever it is given, a signed-out visitor (null) too.
 */

/** Every role, lowest first, as the database and REST spell them (GraphQL in capitals: users/user.types.ts). */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type RoleValue = (typeof ROLES)[number];

/** The roles by name, for the code that writes one (a new account, a promotion). `user` is a student. */
export const ROLE = { user: 'user', moderator: 'moderator', admin: 'admin' } as const satisfies Record<
  RoleValue,
  RoleValue
>;

/** Who a notice "to staff" reaches (a listing waiting for review), and one "to the admins" (a role request). */
export const STAFF_ROLES: readonly RoleValue[] = [ROLE.moderator, ROLE.admin];
export const ADMIN_ROLES: readonly RoleValue[] = [ROLE.admin];

/** What a rule reads of a member: their id and role (and, for a few, whether they are verified). */
export interface Member {
  id: string;
  role: RoleValue;
  isVerified: boolean;
}
type Who = Pick<Member, 'id' | 'role'> | null | undefined;
type Viewer = Member | null | undefined;

/** Moderators and admins. */
export function isStaff(user: { role: string } | null | undefined): boolean {
  return user?.role === ROLE.moderator || user?.role === ROLE.admin;
}

export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === ROLE.admin;
}

/** A rule of the table, with what an API token must hold to act under it. */
export type Rule<U, A extends unknown[]> = ((user: U, ...args: A) => boolean) & {
  /**
   * What a bearer token needs, besides the scope of the operation it calls, to act under the rule
   * (the scopes: scopes.ts); null when the operation's own scope is all. Each operation still
   * declares its scope next to it (@RequireScope, a route's `scope`): this says which one the rule's
   * operations declare.
   */
  readonly scope: DeclaredScope | null;
};

function rule<U, A extends unknown[]>(scope: DeclaredScope | null, allows: (user: U, ...args: A) => boolean) {
  return Object.assign(allows, { scope }) as Rule<U, A>;
}

type Owned = { sellerId?: string | null };
const owns = (user: Who, thing: Owned): boolean => !!user && !!thing.sellerId && thing.sellerId === user.id;

export const can = {
  /**
   * Review listings (approve, reject, take down), decide reports, read the review and report
   * queues: moderators and admins. A token needs `moderate`, which only staff may hold.
   */
  moderate: rule('moderate', (user: Who) => isStaff(user)),

  /**
   * Manage roles, webhooks, every API token, read one moderator's decisions and the whole event log:
   * admins. Those operations are account management, refused to every token (SESSION_ONLY), but
   * one moderator's decisions, which a token holding `moderate` may read.
   */
  administer: rule('moderate', (user: Who) => isAdmin(user)),

  /** Act on an account (REST's `id` naming one): one's own, or any for an admin. Never with a token. */
  actOnAccount: rule(SESSION_ONLY, (user: Who, targetId: string) => !!user && (user.id === targetId || isAdmin(user))),

  /**
   * Read a listing that is not public (pending, rejected, hidden by reports) and its rejection
   * reason, or ask a list for such listings: its seller, and staff.
   */
  seeUnpublished: rule(null, (user: Who, listing: Owned) => owns(user, listing) || isStaff(user)),

  /** Read a listing's moderation history: its seller, and staff; a token needs `moderate` for another's. */
  seeHistory: rule('moderate', (user: Who, listing: Owned) => owns(user, listing) || isStaff(user)),

  /** Change a listing (edit it; mark it reserved, available or sold): its seller only. An admin may delete it, not change it. */
  changeListing: rule(null, (user: Who, listing: Owned) => owns(user, listing)),
  /**
   * Decide on a listing (approve, reject, take it down, dismiss its reports): staff, and never on their
   * own listing, admins included: review means a second pair of eyes.
   */
  decideOnListing: rule('moderate', (user: Who, listing: Owned) => isStaff(user) && !owns(user, listing)),
  /** Delete a listing: its seller, or an admin. */
  deleteListing: rule(null, (user: Who, listing: Owned) => owns(user, listing) || isAdmin(user)),

  /** Make an offer in a conversation: its buyer only (the seller names no price to themselves). */
  makeOffer: rule('write:messages', (user: Who, c: { buyerId: string }) => !!user && user.id === c.buyerId),
  /** Answer an offer: its listing's seller accepts or declines it; its buyer may withdraw it. */
  answerOffer: rule(
    'write:messages',
    (user: Who, c: { buyerId: string; sellerId: string }, action: 'ACCEPT' | 'DECLINE' | 'WITHDRAW') =>
      !!user && user.id === (action === 'WITHDRAW' ? c.buyerId : c.sellerId),
  ),
  /** See whom a listing is reserved for (the buyer whose offer was accepted): its seller only. */
  seeReservedFor: rule(null, (user: Who, listing: Owned) => owns(user, listing)),

  /** Ask for the moderator role: students only (staff have it already). Never with a token. */
  askForModerator: rule(SESSION_ONLY, (user: Who) => user?.role === ROLE.user),

  /** Hold a staff-only scope on an API token (`moderate`): staff; it lapses when the role is lost. */
  holdStaffScopes: rule(null, (user: Who) => isStaff(user)),

  /**
   * See a member's contact details (email, phone, WhatsApp, Instagram, address): the member, any
   * signed-in verified member, and visitors only when the member shows them publicly.
   */
  seeContact: rule(null, (viewer: Viewer, member: { id: string; showContactDetails: boolean }) => {
    return viewer?.id === member.id || !!viewer?.isVerified || member.showContactDetails;
  }),

  /** See a member's registration id and which terms they accepted: the member, and verified admins. */
  seeRegistration: rule(null, (viewer: Viewer, member: { id: string }) => {
    return viewer?.id === member.id || (!!viewer?.isVerified && isAdmin(viewer));
  }),

  /** See an email change waiting for its code: the member only. */
  seePendingEmail: rule(null, (viewer: Viewer, member: { id: string }) => viewer?.id === member.id),
};
