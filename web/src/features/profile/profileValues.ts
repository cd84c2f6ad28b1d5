import type { EditProfileInput, ProfileUserFragment } from '../../graphql/generated';
import { compactNumber } from '../../lib/contactRules';

/** What the owner's "Edit profile" form holds; every box is a string (blank = none). */
export interface ProfileFormValues {
  name: string;
  email: string;
  /** Blank keeps the current password (docs/product.md#screens, Forms). */
  password: string;
  /** Asked for only when the password or the email changes (docs/product.md#accounts: a session alone may not). */
  currentPassword: string;
  phoneNumber: string;
  whatsAppNumber: string;
  instagramHandle: string;
  blockAddress: string;
}

export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'email',
  'password',
  'currentPassword',
  'phoneNumber',
  'whatsAppNumber',
  'instagramHandle',
  'blockAddress',
];

export const PASSWORD_HINT = 'Leave blank to keep your current password.';

export function initialProfileValues(
  user: Pick<
    ProfileUserFragment,
    'name' | 'email' | 'phoneNumber' | 'whatsAppNumber' | 'instagramHandle' | 'blockAddress'
  >,
): ProfileFormValues {
  return {
    name: user.name,
    email: user.email ?? '',
    password: '',
    currentPassword: '',
    phoneNumber: user.phoneNumber ?? '',
    whatsAppNumber: user.whatsAppNumber ?? '',
    instagramHandle: user.instagramHandle ?? '',
    blockAddress: user.blockAddress ?? '',
  };
}

/** The same address as far as the server is concerned (it compares emails case-insensitively). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/** A new password or a different email needs the current password. */
export function needsCurrentPassword(
  values: Pick<ProfileFormValues, 'password' | 'email'>,
  currentEmail: string | null | undefined,
): boolean {
  return values.password !== '' || !sameEmail(values.email, currentEmail);
}

/**
 * The editProfile payload: contact boxes left blank are sent as null (the server clears them), a
 * blank password is left out (the current one stays), numbers lose their spaces and dashes. The
 * current password goes only with a change that needs it.
 */
export function toEditProfileInput(
  values: ProfileFormValues,
  currentEmail: string | null | undefined,
): EditProfileInput {
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
  if (needsCurrentPassword(values, currentEmail)) input.currentPassword = values.currentPassword;
  return input;
}

/** The server's per-field messages that belong to a box of this form (others go in the toast). */
export function profileFieldErrors(fields: Record<string, string>): [ProfileField, string][] {
  return PROFILE_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]] as [ProfileField, string]] : []));
}
