import { PASSWORD_MAX, PASSWORD_MIN } from '../../graphql/serverConstants';

/** A new password's length, as the server checks it: react-hook-form's rules and their messages. */
export const passwordLength = {
  minLength: { value: PASSWORD_MIN, message: `Use at least ${PASSWORD_MIN} characters` },
  maxLength: { value: PASSWORD_MAX, message: `Use at most ${PASSWORD_MAX} characters` },
} as const;

/** What a new password's field says under it. */
export const PASSWORD_LENGTH_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;

/** Whether a password has a length the server takes. */
export const passwordLengthFits = (password: string) =>
  password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
