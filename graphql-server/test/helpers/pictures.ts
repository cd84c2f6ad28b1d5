import type { TestAccount } from './accounts';
import { gql } from './graphql';

const PICTURE_FIELDS = 'id profilePic bannerPic';
/** The picture mutations and the `me` that reads both pictures back. */
export const PICTURE_OPS = {
  profile: `mutation($input: UpdatePictureInput!) { updateProfilePic(input: $input) { message user { ${PICTURE_FIELDS} } } }`,
  banner: `mutation($input: UpdatePictureInput!) { updateBannerPic(input: $input) { message user { ${PICTURE_FIELDS} } } }`,
  me: `query { me { ${PICTURE_FIELDS} } }`,
};

/** A picture stored by this server under users/ (any of the three sizes). */
export const USERS_URL =
  /^\/uploads\/users\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(1024|480|160)\.webp$/;

/** `me`'s two pictures as `who` sees them. */
export async function myPictures(who: TestAccount) {
  const r = await gql(who.agent, PICTURE_OPS.me);
  expect(r.errors).toBeUndefined();
  return r.data!.me as { id: string; profilePic: string | null; bannerPic: string | null };
}
