import { UploadEntity } from '../src/modules/uploads/upload.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { binary, varyingPng } from './helpers/images';
import { PICTURE_OPS, USERS_URL, myPictures as me } from './helpers/pictures';
import { keyOf } from './products.support';

/** An upload can stand behind more than one picture: replacing one must not delete the file under the other. */
describeApp('users: pictures in use', () => {
  let app: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  /** Through the uploads service directly (what the route calls). */
  const stored = async (ownerId: string, kind: 'avatar' | 'banner'): Promise<string> =>
    (await app.services.uploads.storeImage(ownerId, await varyingPng(), kind)).url;
  const uploadRow = (url: string) => app.services.db.getRepository(UploadEntity).findOneBy({ key: keyOf(url) });
  const fetchImage = (url: string) => app.agent().get(url).buffer(true).parse(binary);

  describe('pictures in use are never deleted from under someone', () => {
    it('one upload used as both avatar and banner: replacing the avatar leaves the banner served', async () => {
      const student = await verifiedAccount(app);
      const banner0 = await stored(student.id, 'banner');
      expect((await gql(student.agent, PICTURE_OPS.banner, { input: { url: banner0 } })).errors).toBeUndefined();
      const shared = await stored(student.id, 'avatar');
      expect((await gql(student.agent, PICTURE_OPS.profile, { input: { url: shared } })).errors).toBeUndefined();
      // Reusing the avatar's upload as the banner: refusing it or accepting it are both fine...
      await gql(student.agent, PICTURE_OPS.banner, { input: { url: shared } });
      const next = await stored(student.id, 'avatar');
      expect((await gql(student.agent, PICTURE_OPS.profile, { input: { url: next } })).errors).toBeUndefined();
      // ...but whatever the banner is now, it must still load.
      const { bannerPic, profilePic } = await me(student);
      expect(keyOf(profilePic!)).toBe(keyOf(next));
      expect(bannerPic).toMatch(USERS_URL);
      expect((await fetchImage(bannerPic!)).status).toBe(200);
      expect(await uploadRow(bannerPic!)).not.toBeNull();
    });

    it("an admin's upload given to two users: replacing one user's picture leaves the other's served", async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      const url = await stored(admin.id, 'avatar');
      expect((await gql(admin.agent, PICTURE_OPS.profile, { input: { id: a.id, url } })).errors).toBeUndefined();
      // Giving the same upload to a second user: refusing it or accepting it are both fine...
      const twice = await gql(admin.agent, PICTURE_OPS.profile, { input: { id: b.id, url } });
      const fresh = await stored(a.id, 'avatar');
      expect((await gql(a.agent, PICTURE_OPS.profile, { input: { url: fresh } })).errors).toBeUndefined();
      expect(keyOf((await me(a)).profilePic!)).toBe(keyOf(fresh));
      const pic = (await me(b)).profilePic;
      if (twice.errors) {
        expect(errorCode(twice)).toBe('BAD_USER_INPUT');
        expect(pic).toBeNull();
      } else {
        // ...but once accepted, the second user's picture must keep loading.
        expect(keyOf(pic!)).toBe(keyOf(url));
        expect((await fetchImage(pic!)).status).toBe(200);
        expect(await uploadRow(pic!)).not.toBeNull();
      }
    });
  });
});
