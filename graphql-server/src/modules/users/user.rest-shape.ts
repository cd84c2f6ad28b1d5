import { z } from 'zod';
import { ROLES } from '../../core/permissions';
import { timestamp } from '../../core/rest/rest-schemas';
import type { UserView } from '../../core/privacy';

const privateText = (what: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `${what}; null when the viewer may not see it.` });

/** The REST user (OpenAPI component `User`): what toRestUser answers, checked by the compiler. */
export const RestUser = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: privateText('The college email: the user, staff, or anyone when contact details are shown'),
    pendingEmail: privateText('An email change waiting for its code (the user only)'),
    collegeId: privateText('The registration id (the user and staff)'),
    role: z.enum(ROLES),
    isVerified: z.boolean(),
    profilePic: z.string().nullable(),
    bannerPic: z.string().nullable(),
    phoneNumber: privateText('Phone number'),
    whatsAppNumber: privateText('WhatsApp number'),
    instagramHandle: privateText('Instagram handle'),
    blockAddress: privateText('Hostel block and room'),
    showContractDetails: z.boolean().meta({ description: "The spec's spelling of showContactDetails." }),
    contactHidden: z.boolean().meta({ description: 'Contact details exist but this viewer may not see them.' }),
    termsAcceptedAt: timestamp.nullable().meta({
      description:
        'When the terms were accepted; null until then, or when the viewer may not see it (the user and admins).',
    }),
    termsVersion: privateText('The "last updated" date of the terms accepted (the user and admins)'),
    createdAt: timestamp,
  })
  .meta({ id: 'User', description: 'A user as the viewer may see them (docs/product.md#accounts).' });

export const RestUserResult = z.object({ message: z.string(), user: RestUser }).meta({ id: 'UserResult' });

/**
 * The REST bridge's user: the REST contract's names (`_id`, `showContractDetails`, docs/rest.md), roles lower-case, never
 * a password.
 */
export function toRestUser(u: UserView): z.infer<typeof RestUser> {
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
    termsAcceptedAt: u.termsAcceptedAt?.toISOString() ?? null,
    termsVersion: u.termsVersion,
    createdAt: u.createdAt.toISOString(),
  };
}

export const restResult = (r: { message: string; user: UserView }): z.infer<typeof RestUserResult> => ({
  message: r.message,
  user: toRestUser(r.user),
});

/** REST payloads may use the REST contract's spellings; the services speak the GraphQL names. */
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
