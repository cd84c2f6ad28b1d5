import type { UserView } from './privacy';

/**
 * The REST bridge's user: the spec's names (`_id`, `showContractDetails`), roles lower-case, never
 * a password.
 */
export function toRestUser(u: UserView) {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    pendingEmail: u.pendingEmail,
    collegeId: u.collegeId,
    role: u.role,
    isVerified: u.isVerified,
    profilePic: u.profilePic,
    bannerPic: u.bannerPic,
    phoneNumber: u.phoneNumber,
    whatsAppNumber: u.whatsAppNumber,
    instagramHandle: u.instagramHandle,
    blockAddress: u.blockAddress,
    showContractDetails: u.showContactDetails,
    contactHidden: u.contactHidden,
    createdAt: u.createdAt.toISOString(),
  };
}

export const restResult = (r: { message: string; user: UserView }) => ({
  message: r.message,
  user: toRestUser(r.user),
});

/** REST payloads may use the spec's spellings; the services speak the GraphQL names. */
export function contactFields(b: Record<string, unknown>) {
  const pick = (...names: string[]) => {
    for (const n of names) if (n in b) return b[n];
    return undefined;
  };
  return {
    id: b.id as string | undefined,
    phoneNumber: pick('phoneNumber') as string | undefined,
    whatsAppNumber: pick('whatsAppNumber', 'whatsappNumber') as string | undefined,
    instagramHandle: pick('instagramHandle') as string | undefined,
    blockAddress: pick('blockAddress') as string | undefined,
    showContactDetails: pick('showContractDetails', 'showContactDetails') as boolean | undefined,
  };
}
