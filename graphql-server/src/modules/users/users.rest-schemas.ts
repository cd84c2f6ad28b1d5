import { z } from 'zod';
import { bodyId } from '../../core/rest/rest-schemas';
import { VERIFY_MESSAGES } from './sign-in-ports';
import { PROFILE_MESSAGES } from './profile.service';

/**
 * The zod schemas of /api/v1/user/... (users.rest.ts): the JSON types a client may send, with the
 * REST contract's spellings (docs/rest.md) beside the GraphQL ones (`showContractDetails`, `whatsappNumber`, `Url`). The
 * rules on values are users/validation.ts's, shared with GraphQL: absent keeps a field, `null` or
 * "" clears an optional one.
 */

const target = bodyId
  .nullable()
  .optional()
  .meta({ description: 'Admins only: another account\'s `_id`; absent, null or "" for one\'s own.' });

const clearable = (description: string) =>
  z
    .string()
    .nullable()
    .optional()
    .meta({ description: `${description}; null or "" clears it.` });

const indianNumber = (what: string) =>
  clearable(`${what}: +91 and ten digits (spaces, dashes and brackets ignored; ten bare digits get +91)`);

const contactShape = {
  id: target,
  phoneNumber: indianNumber('Phone number'),
  whatsAppNumber: indianNumber('WhatsApp number'),
  whatsappNumber: clearable('The same as whatsAppNumber (another spelling)'),
  instagramHandle: clearable('A handle, @handle or a profile URL, stored as the bare handle'),
  blockAddress: clearable('Hostel block and room, at most 200 characters'),
};

const flag = (description: string) => z.boolean().nullable().optional().meta({ description });

const privacyShape = {
  showContractDetails: flag("Show the email and contact details to everyone (the spec's spelling)."),
  showContactDetails: flag('The same as showContractDetails.'),
};

export const ContactDetailsBody = z
  .object({ ...contactShape, ...privacyShape })
  .meta({ id: 'ContactDetails', description: 'Only the fields that change; absent ones keep their value.' });

export const PrivacyBody = z
  .object({ id: target, ...privacyShape })
  .meta({ id: 'Privacy', description: '`showContractDetails` (or `showContactDetails`) is required.' });

const text = (description: string) => z.string().nullable().optional().meta({ description });

// showContactDetails is not read here (update-privacy sets it), so any value of it is ignored.
export const EditProfileBody = z
  .object({
    ...contactShape,
    name: text('2 to 100 characters.'),
    email: text(
      'A new email waits as `pendingEmail` until the code mailed to it is sent to POST /user/verify-new-email.',
    ),
    password: text('A new password (the policy of register); absent or "" keeps the current one.'),
    currentPassword: text('Required to change the password or the email.'),
  })
  .meta({ id: 'EditProfile', description: 'Only the fields that change; absent ones keep their value.' });

export const VerifyNewEmailBody = z
  .object({
    code: z
      .string({ error: VERIFY_MESSAGES.format })
      .optional()
      .meta({ description: 'The six digits mailed to the new address (spaces ignored).' }),
  })
  .meta({ id: 'VerifyNewEmail', required: ['code'] });

/** The service answers "Please select an image first." for a URL that is not text. */
const pictureUrl = (description: string) =>
  z.string({ error: PROFILE_MESSAGES.pictureMissing }).nullable().optional().meta({ description });

export const PictureBody = z
  .object({
    id: target,
    Url: pictureUrl('A URL answered by POST /uploads to the caller (any of its sizes), or the current picture.'),
    url: pictureUrl('The same as Url (read when Url is absent or null).'),
  })
  .meta({ id: 'Picture', description: "`Url` (the spec's spelling) or `url` is required." });
