/**
 * The client's checks of contact fields, shared by the onboarding form and the profile editor.
 * They mirror the server's (graphql-server/src/modules/users/validation.ts), which has the last word.
 */

export const PHONE_HINT = '+91 followed by ten digits';

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
  return (
    (/^[A-Za-z0-9._]{1,30}$/.test(v) && !v.startsWith('.') && !v.endsWith('.') && !v.includes('..')) ||
    'Instagram handle must be 1 to 30 letters, digits, periods or underscores'
  );
}
