import type { EditProfileInput, ProfileUserFragment } from '../../graphql/generated';

/** What the owner's "Edit profile" form holds; every box is a string (blank = none). */
export interface ProfileFormValues {
  name: string;
  email: string;
  /** Blank keeps the current password (SPEC §5). */
  password: string;
  phoneNumber: string;
  whatsAppNumber: string;
  instagramHandle: string;
  blockAddress: string;
}

export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'email', 'password', 'phoneNumber', 'whatsAppNumber', 'instagramHandle', 'blockAddress'];

export const PHONE_HINT = '+91 followed by ten digits';
export const PASSWORD_HINT = 'Leave blank to keep your current password.';

/** Spaces, dashes, dots and brackets people type inside a number. */
export function compactNumber(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** Blank, or +91 and ten digits (ten bare digits are taken as Indian too, as the server does). */
export function phoneProblem(value: string, label: string): string | true {
  const v = compactNumber(value.trim());
  if (v === '') return true;
  return /^(?:\+91)?[0-9]{10}$/.test(v) || `${label} must be ${PHONE_HINT}`;
}

/** Instagram's rules: 1 to 30 letters, digits, periods and underscores; a leading @ is dropped. */
export function instagramProblem(value: string): string | true {
  const v = value.trim().replace(/^@/, '');
  if (v === '') return true;
  return (/^[A-Za-z0-9._]{1,30}$/.test(v) && !v.startsWith('.') && !v.endsWith('.') && !v.includes('..')) || 'Instagram handle must be 1 to 30 letters, digits, periods or underscores';
}

export function initialProfileValues(user: Pick<ProfileUserFragment, 'name' | 'email' | 'phoneNumber' | 'whatsAppNumber' | 'instagramHandle' | 'blockAddress'>): ProfileFormValues {
  return {
    name: user.name,
    email: user.email ?? '',
    password: '',
    phoneNumber: user.phoneNumber ?? '',
    whatsAppNumber: user.whatsAppNumber ?? '',
    instagramHandle: user.instagramHandle ?? '',
    blockAddress: user.blockAddress ?? '',
  };
}

/**
 * The editProfile payload: contact boxes left blank are sent as null (the server clears them), a
 * blank password is left out (the current one stays), numbers lose their spaces and dashes.
 */
export function toEditProfileInput(values: ProfileFormValues): EditProfileInput {
  const orNull = (v: string) => (v === '' ? null : v);
  const input: EditProfileInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: orNull(compactNumber(values.phoneNumber.trim())),
    whatsAppNumber: orNull(compactNumber(values.whatsAppNumber.trim())),
    instagramHandle: orNull(values.instagramHandle.trim().replace(/^@/, '')),
    blockAddress: orNull(values.blockAddress.trim().replace(/\s+/g, ' ')),
  };
  if (values.password !== '') input.password = values.password;
  return input;
}

/** The server's per-field messages that belong to a box of this form (others go in the toast). */
export function profileFieldErrors(fields: Record<string, string>): [ProfileField, string][] {
  return PROFILE_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]] as [ProfileField, string]] : []));
}
