import { type Member, type RoleValue, can } from './permissions';

/** A user as one viewer may see them: the privacy rule of docs/product.md#accounts, in this one place. */
export interface UserView {
  id: string;
  name: string;
  email: string | null;
  /** An email change waiting for its code; the user themself only. */
  pendingEmail: string | null;
  collegeId: string | null;
  role: RoleValue;
  isVerified: boolean;
  profilePic: string | null;
  bannerPic: string | null;
  phoneNumber: string | null;
  whatsAppNumber: string | null;
  instagramHandle: string | null;
  blockAddress: string | null;
  showContactDetails: boolean;
  contactHidden: boolean;
  /** When the terms were accepted, and which (their date); the user themself and admins only. */
  termsAcceptedAt: Date | null;
  termsVersion: string | null;
  createdAt: Date;
}

/**
 * What viewUser reads of a user: the columns of modules/users/user.entity.ts of these names, which
 * implements this (so the two cannot drift apart). Never the password hash or the keys. The view's
 * fields as stored: email and registration id always there, `contactHidden` derived.
 */
export type ViewedUser = Omit<UserView, 'email' | 'collegeId' | 'contactHidden'> & { email: string; collegeId: string };

/** The columns viewUser reads: what a list loads of each seller. */
export const VIEWED_USER_FIELDS = [
  'id',
  'name',
  'email',
  'pendingEmail',
  'collegeId',
  'role',
  'isVerified',
  'profilePic',
  'bannerPic',
  'phoneNumber',
  'whatsAppNumber',
  'instagramHandle',
  'blockAddress',
  'showContactDetails',
  'termsAcceptedAt',
  'termsVersion',
  'createdAt',
] as const satisfies readonly (keyof ViewedUser)[];

/** Fails to compile when ViewedUser gains a field the list above does not load. */
const _everyFieldLoaded: [Exclude<keyof ViewedUser, (typeof VIEWED_USER_FIELDS)[number]>] extends [never]
  ? true
  : never = true;

/**
 * Contact fields (email, phone, WhatsApp, Instagram, address): the user themself, moderators and
 * admins, and any signed-in verified member; visitors (and unverified sessions) only when the user
 * shows them publicly. The registration id and the terms accepted: the user themself and admins only.
 * Who sees what is the permission table's (permissions.ts `can.seeContact` and the two after it).
 */
export function viewUser(user: ViewedUser, viewer: Member | null): UserView {
  const self = can.seePendingEmail(viewer, user);
  const record = can.seeRegistration(viewer, user);
  const contactVisible = can.seeContact(viewer, user);
  const contact = <T>(v: T): T | null => (contactVisible ? v : null);
  return {
    id: user.id,
    name: user.name,
    email: contact(user.email),
    pendingEmail: self ? (user.pendingEmail ?? null) : null,
    collegeId: record ? user.collegeId : null,
    role: user.role,
    isVerified: user.isVerified,
    profilePic: user.profilePic,
    bannerPic: user.bannerPic,
    phoneNumber: contact(user.phoneNumber),
    whatsAppNumber: contact(user.whatsAppNumber),
    instagramHandle: contact(user.instagramHandle),
    blockAddress: contact(user.blockAddress),
    showContactDetails: user.showContactDetails,
    contactHidden: !contactVisible,
    termsAcceptedAt: record ? (user.termsAcceptedAt ?? null) : null,
    termsVersion: record ? (user.termsVersion ?? null) : null,
    createdAt: user.createdAt,
  };
}
