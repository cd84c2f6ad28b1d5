import { z } from 'zod';
import { VERIFY_MESSAGES } from '../users';

/**
 * The zod schemas of /api/v1/auth/... (auth.rest.ts): the JSON types a client may send and the
 * answers. The rules on values (shapes, lengths, the password policy, "Enter your password") are
 * the services' (users/validation.ts), shared with GraphQL; `null` reads as absent there.
 */

const collegeId = z
  .string()
  .nullable()
  .meta({ description: 'The registration id: 3 to 32 letters, digits, `-` and `/` (any case; stored upper case).' });

const email = z.string().nullable().meta({ description: 'An email address (any case).' });

/** A new password: the services answer "Enter a password" for anything but text. */
const newPassword = z
  .string({ error: 'Enter a password' })
  .meta({ description: '8 to 128 characters, not on the list of well-known passwords.' });

export const RegisterBody = z
  .object({
    collegeId: collegeId.optional(),
    name: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "2 to 100 characters; a rostered id's roster name replaces it." }),
    email: email.optional().meta({
      description:
        "Unused; in ALLOWED_EMAIL_DOMAINS when set, and the roster's email when the roster has one for this id.",
    }),
    password: newPassword.optional(),
  })
  .meta({ id: 'Register', required: ['collegeId', 'name', 'email', 'password'] });

export const LoginBody = z
  .object({
    collegeId: collegeId.optional(),
    password: z.string({ error: 'Enter your password' }).optional(),
  })
  .meta({ id: 'Login', required: ['collegeId', 'password'] });

/** The account a verify or resend call names (a code typed on another device); else the session's. */
const namedAccount = {
  collegeId: collegeId.optional().meta({ description: 'Names the account (instead of the session).' }),
  email: email.optional().meta({ description: 'Names the account when `collegeId` does not.' }),
};

export const VerifyEmailBody = z
  .object({
    code: z
      .union([z.string(), z.number()], { error: VERIFY_MESSAGES.format })
      .optional()
      .meta({ description: 'The six digits from the email: text (spaces ignored) or a number.' }),
    ...namedAccount,
  })
  .meta({ id: 'VerifyEmail', required: ['code'] });

export const ResendVerificationBody = z.object(namedAccount).meta({ id: 'ResendVerification' });

export const ForgotPasswordBody = z
  .object({ email: email.optional() })
  .meta({ id: 'ForgotPassword', required: ['email'] });

export const ResetPasswordBody = z
  .object({ password: newPassword.optional() })
  .meta({ id: 'ResetPassword', required: ['password'] });

export const ResendVerificationResult = z
  .object({
    message: z.string(),
    retryAfterSeconds: z.number().int().meta({ description: 'Seconds until another code may be requested.' }),
  })
  .meta({ id: 'ResendVerificationResult' });
