// The signed-in users of the web tests, and the auth state that carries them.
import { Role, type SessionUserFragment } from '../graphql/generated';
import type { AuthState } from '../lib/auth/authContext';

export const AARAV_ID = '0190a4e6-0000-7000-8000-000000000001';
export const ADMIN_ID = '0190a4e6-0000-7000-8000-0000000000ad';

/** A verified student as `me` answers (Aarav, with contact details); override what a test needs. */
export function sessionUser(overrides: Partial<SessionUserFragment> = {}): SessionUserFragment {
  return {
    id: AARAV_ID,
    name: 'Aarav Sharma',
    email: 'aarav@college.edu',
    collegeId: '21CS1001',
    role: Role.User,
    isVerified: true,
    profilePic: null,
    phoneNumber: '+919876543210',
    whatsAppNumber: null,
    instagramHandle: 'aarav.s',
    blockAddress: 'Block C, room 12',
    showContactDetails: false,
    ...overrides,
  };
}

/** Another student, with no contact details: the viewer of the social screens. */
export const member = sessionUser({
  id: '0190a4e6-0000-7000-8000-000000000009',
  name: 'Diya Patel',
  email: 'diya@college.edu',
  collegeId: '21CS1002',
  phoneNumber: null,
  instagramHandle: null,
  blockAddress: null,
});

export const admin = sessionUser({
  id: ADMIN_ID,
  name: 'Admin One',
  email: 'admin@college.edu',
  collegeId: 'ADMIN001',
  role: Role.Admin,
});

export function auth(
  user: SessionUserFragment | null,
  status: AuthState['status'] = user ? 'signedIn' : 'signedOut',
): AuthState {
  return { status, user, refresh: () => Promise.resolve() };
}
