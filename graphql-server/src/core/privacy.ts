import type { RoleValue, UserEntity } from '../modules/users/user.entity';

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

/** The columns viewUser reads: what a list loads of each seller (never the password hash or keys). */
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
] as const satisfies readonly (keyof UserEntity)[];

/** A user as loaded for viewing: a full entity, or only VIEWED_USER_FIELDS. */
export type ViewedUser = Pick<UserEntity, (typeof VIEWED_USER_FIELDS)[number]>;

/**
 * Contact fields (email, phone, WhatsApp, Instagram, address): the user themself, moderators and
 * admins, and any signed-in verified member; visitors (and unverified sessions) only when the user
 * shows them publicly. The registration id and the terms accepted: the user themself and admins only.
 */
export function viewUser(user: ViewedUser, viewer: UserEntity | null): UserView {
  const self = viewer?.id === user.id;
  const verifiedViewer = !!viewer?.isVerified;
  const admin = verifiedViewer && viewer?.role === 'admin';
  const contactVisible = self || verifiedViewer || user.showContactDetails;
  const contact = <T>(v: T): T | null => (contactVisible ? v : null);
  return {
    id: user.id,
    name: user.name,
    email: contact(user.email),
    pendingEmail: self ? (user.pendingEmail ?? null) : null,
    collegeId: self || admin ? user.collegeId : null,
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
    termsAcceptedAt: self || admin ? (user.termsAcceptedAt ?? null) : null,
    termsVersion: self || admin ? (user.termsVersion ?? null) : null,
    createdAt: user.createdAt,
  };
}
