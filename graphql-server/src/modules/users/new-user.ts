import { uuidv7 } from '../../lib/uuid';
import type { RoleValue } from '../../core/permissions';
import type { UserEntity } from './user.entity';
import { collegeIdKey, emailKey } from './validation';

/**
 * A new account's row: the lookup keys derived from the registration id and email, and every
 * optional profile field empty. Sign-up and the demo seed both create accounts through it.
 */
export function newUserRow(
  fields: {
    collegeId: string;
    name: string;
    email: string;
    passwordHash: string;
    role: RoleValue;
    isVerified: boolean;
  },
  now: Date,
): UserEntity {
  return {
    ...fields,
    id: uuidv7(now.getTime()),
    collegeIdKey: collegeIdKey(fields.collegeId),
    emailKey: emailKey(fields.email),
    pendingEmail: null,
    pendingEmailKey: null,
    profilePic: null,
    bannerPic: null,
    phoneNumber: null,
    whatsAppNumber: null,
    instagramHandle: null,
    blockAddress: null,
    showContactDetails: false,
    termsAcceptedAt: null,
    termsVersion: null,
    createdAt: now,
    updatedAt: now,
  };
}
