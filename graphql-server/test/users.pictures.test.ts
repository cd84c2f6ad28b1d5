import fs from 'node:fs';
import path from 'node:path';
import { UploadEntity } from '../src/modules/uploads/upload.entity';
import { UserEntity } from '../src/modules/users/user.entity';
import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { binary, varyingPng } from './helpers/images';
import { PICTURE_OPS, USERS_URL, myPictures as me } from './helpers/pictures';
import { ORIGIN, imageUrl, keyOf } from './products.support';

const MSG = {
  profile: 'Profile picture updated successfully.',
  banner: 'Banner picture updated successfully.',
  missing: 'Please select an image first.',
  notOurs: 'Image 1 was not uploaded to Campus Market',
  forbiddenOther: 'You can only change your own account',
  signIn: 'Please sign in',
  verify: 'Please verify your email',
};

type Which = 'profilePic' | 'bannerPic';
const ROUTES: Record<
  Which,
  {
    gql: string;
    field: 'updateProfilePic' | 'updateBannerPic';
    rest: string;
    message: string;
    kind: 'avatar' | 'banner';
  }
> = {
  profilePic: {
    gql: PICTURE_OPS.profile,
    field: 'updateProfilePic',
    rest: '/api/v1/user/update-profile-pic',
    message: MSG.profile,
    kind: 'avatar',
  },
  bannerPic: {
    gql: PICTURE_OPS.banner,
    field: 'updateBannerPic',
    rest: '/api/v1/user/update-banner-pic',
    message: MSG.banner,
    kind: 'banner',
  },
};

describeApp('users: profile and banner pictures', () => {
  let app: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  /** Through POST /api/v1/uploads as the browser does; answers the 1024 px URL. */
  const uploadViaRest = async (who: TestAccount, kind: 'avatar' | 'banner'): Promise<string> => {
    const res = await who.agent
      .post('/api/v1/uploads')
      .set('Origin', ORIGIN)
      .field('kind', kind)
      .attach('file', await varyingPng(), { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(USERS_URL);
    return res.body.url as string;
  };
  /** Through the uploads service directly (what the route calls). */
  const stored = async (ownerId: string, kind: 'avatar' | 'banner'): Promise<string> =>
    (await app.services.uploads.storeImage(ownerId, await varyingPng(), kind)).url;
  const uploadRow = (url: string) => app.services.db.getRepository(UploadEntity).findOneBy({ key: keyOf(url) });
  const filesOf = (url: string) =>
    [1024, 480, 160].map((s) => path.join(app.services.config.dataDir, 'uploads', `${keyOf(url)}-${s}.webp`));
  const userRow = (id: string) => app.services.db.getRepository(UserEntity).findOneByOrFail({ id });
  const fetchImage = (url: string) => app.agent().get(url).buffer(true).parse(binary);

  for (const which of ['profilePic', 'bannerPic'] as const) {
    const route = ROUTES[which];
    const other: Which = which === 'profilePic' ? 'bannerPic' : 'profilePic';

    describe(`${route.field} / PUT ${route.rest}`, () => {
      it('GraphQL: a REST upload becomes the picture; `me` and the public profile show it; the file is served', async () => {
        const student = await verifiedAccount(app);
        const url = await uploadViaRest(student, route.kind);
        const r = await gql(student.agent, route.gql, { input: { url } });
        expect(r.errors).toBeUndefined();
        expect(r.data![route.field].message).toBe(route.message);
        const pic = r.data![route.field].user[which] as string;
        expect(pic).toMatch(USERS_URL);
        expect(keyOf(pic)).toBe(keyOf(url));
        expect(r.data![route.field].user).toMatchObject({ id: student.id, [other]: null });
        expect(await me(student)).toEqual({
          id: student.id,
          profilePic: which === 'profilePic' ? pic : null,
          bannerPic: which === 'bannerPic' ? pic : null,
        });
        const visitor = await app.agent().get(`/api/v1/user/${student.id}`);
        expect(visitor.body.user[which]).toBe(pic);
        expect((await userRow(student.id))[which]).toBe(pic);
        // In use now: orphan cleanup must leave it.
        expect((await uploadRow(url))!.attachedAt).not.toBeNull();
        const file = await fetchImage(pic);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
      });

      it("REST: the spec's `Url` and plain `url` both work; the previous picture's row and files are deleted", async () => {
        const student = await verifiedAccount(app);
        const first = await stored(student.id, route.kind);
        const a = await student.agent.put(route.rest).send({ Url: first });
        expect(a.status).toBe(200);
        expect(a.body).toMatchObject({
          message: route.message,
          user: { _id: student.id, [which]: expect.stringMatching(USERS_URL), [other]: null },
        });
        expect(keyOf(a.body.user[which])).toBe(keyOf(first));
        expect(await uploadRow(first)).not.toBeNull();
        expect(filesOf(first).every((f) => fs.existsSync(f))).toBe(true);

        const second = await stored(student.id, route.kind);
        const b = await student.agent.put(route.rest).send({ url: second });
        expect(b.status).toBe(200);
        expect(b.body.message).toBe(route.message);
        expect(keyOf(b.body.user[which])).toBe(keyOf(second));
        expect((await me(student))[which]).toBe(b.body.user[which]);

        // The replaced picture is gone: its row and its three files; the new one stays.
        expect(await uploadRow(first)).toBeNull();
        expect(filesOf(first).some((f) => fs.existsSync(f))).toBe(false);
        expect((await fetchImage(a.body.user[which])).status).toBe(404);
        expect(await uploadRow(second)).not.toBeNull();
        expect(filesOf(second).every((f) => fs.existsSync(f))).toBe(true);
      });

      it('an absolute URL under the public address and any size of the upload are accepted', async () => {
        const student = await verifiedAccount(app);
        const { url, thumbnail } = await app.services.uploads.storeImage(student.id, await varyingPng(), route.kind);
        const r = await gql(student.agent, route.gql, { input: { url: `${ORIGIN}${url}` } });
        expect(r.errors).toBeUndefined();
        expect(keyOf(r.data![route.field].user[which])).toBe(keyOf(url));
        expect(r.data![route.field].user[which]).toMatch(USERS_URL);
        const second = await app.services.uploads.storeImage(student.id, await varyingPng(), route.kind);
        const rest = await student.agent.put(route.rest).send({ Url: second.thumbnail });
        expect(rest.status).toBe(200);
        expect(keyOf(rest.body.user[which])).toBe(keyOf(second.url));
        expect(thumbnail).toMatch(USERS_URL);
      });

      it("bad input: a product picture, a foreign URL, another user's upload are BAD_USER_INPUT / 400; nothing changes", async () => {
        const student = await verifiedAccount(app);
        const someone = await verifiedAccount(app);
        const current = await stored(student.id, route.kind);
        expect((await gql(student.agent, route.gql, { input: { url: current } })).errors).toBeUndefined();
        const before = (await userRow(student.id))[which];

        const refused = [
          await imageUrl(app, student.id),
          'https://evil.example/x.webp',
          await stored(someone.id, route.kind),
          '/uploads/users/../../secrets-1024.webp',
        ];
        for (const url of refused) {
          const r = await gql(student.agent, route.gql, { input: { url } });
          expect(r.data).toBeNull();
          expect(r.errors![0]).toMatchObject({
            message: MSG.notOurs,
            extensions: { code: 'BAD_USER_INPUT', fields: { url: MSG.notOurs } },
          });
          for (const payload of [{ Url: url }, { url }]) {
            const res = await student.agent.put(route.rest).send(payload);
            expect(res.status).toBe(400);
            expect(res.body).toEqual({ message: MSG.notOurs, error: 'BAD_USER_INPUT', fields: { url: MSG.notOurs } });
          }
        }
        expect((await userRow(student.id))[which]).toBe(before);
        expect((await userRow(someone.id))[which]).toBeNull();
        // The refused uploads of others stay theirs and untouched.
        expect(await uploadRow(current)).not.toBeNull();
      });

      it('bad input: a blank url is 400 "Please select an image first."', async () => {
        const student = await verifiedAccount(app);
        for (const url of ['', '   ']) {
          const r = await gql(student.agent, route.gql, { input: { url } });
          expect(r.errors![0]).toMatchObject({
            message: MSG.missing,
            extensions: { code: 'BAD_USER_INPUT', fields: { url: MSG.missing } },
          });
        }
        for (const payload of [{}, { Url: '' }, { url: '  ' }, { Url: null }]) {
          const res = await student.agent.put(route.rest).send(payload);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ message: MSG.missing, error: 'BAD_USER_INPUT', fields: { url: MSG.missing } });
        }
        expect((await userRow(student.id))[which]).toBeNull();
      });

      it('signed out: UNAUTHENTICATED / 401; unverified: EMAIL_NOT_VERIFIED / 400 "Please verify your email"', async () => {
        const owner = await verifiedAccount(app);
        const url = await stored(owner.id, route.kind);
        const r = await gql(app.agent(), route.gql, { input: { url } });
        expect(errorCode(r)).toBe('UNAUTHENTICATED');
        const out = await app.agent().put(route.rest).send({ Url: url });
        expect(out.status).toBe(401);
        expect(out.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });

        const unverified = await registerAccount(app);
        const own = await stored(unverified.id, route.kind);
        const u = await gql(unverified.agent, route.gql, { input: { url: own } });
        expect(errorCode(u)).toBe('EMAIL_NOT_VERIFIED');
        expect(u.errors![0].message).toBe(MSG.verify);
        const rest = await unverified.agent.put(route.rest).send({ Url: own });
        expect(rest.status).toBe(400);
        expect(rest.body).toEqual({ message: MSG.verify, error: 'EMAIL_NOT_VERIFIED' });
        expect((await userRow(unverified.id))[which]).toBeNull();
        expect((await uploadRow(own))!.attachedAt).toBeNull();
      });

      it("a student naming another user's id is FORBIDDEN / 403; neither picture changes", async () => {
        const student = await verifiedAccount(app);
        const victim = await verifiedAccount(app);
        const url = await stored(student.id, route.kind);
        const r = await gql(student.agent, route.gql, { input: { id: victim.id, url } });
        expect(errorCode(r)).toBe('FORBIDDEN');
        expect(r.errors![0].message).toBe(MSG.forbiddenOther);
        const res = await student.agent.put(route.rest).send({ id: victim.id, Url: url });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: MSG.forbiddenOther, error: 'FORBIDDEN' });
        const moderator = await accountWithRole(app, 'moderator');
        const modUrl = await stored(moderator.id, route.kind);
        expect((await moderator.agent.put(route.rest).send({ id: victim.id, Url: modUrl })).status).toBe(403);
        expect((await userRow(victim.id))[which]).toBeNull();
        expect((await userRow(student.id))[which]).toBeNull();
        // Naming oneself is fine.
        const own = await student.agent.put(route.rest).send({ id: student.id, Url: url });
        expect(own.status).toBe(200);
        expect(keyOf(own.body.user[which])).toBe(keyOf(url));
      });

      it("an admin sets another user's picture with their own upload; the target's old picture goes", async () => {
        const target = await verifiedAccount(app);
        const old = await stored(target.id, route.kind);
        expect((await gql(target.agent, route.gql, { input: { url: old } })).errors).toBeUndefined();

        const mine = await uploadViaRest(admin, route.kind);
        const r = await gql(admin.agent, route.gql, { input: { id: target.id, url: mine } });
        expect(r.errors).toBeUndefined();
        expect(r.data![route.field]).toMatchObject({ message: route.message, user: { id: target.id } });
        expect(keyOf(r.data![route.field].user[which])).toBe(keyOf(mine));
        expect((await me(target))[which]).toBe(r.data![route.field].user[which]);
        expect((await me(admin))[which]).toBeNull();
        expect(await uploadRow(old)).toBeNull();
        expect(filesOf(old).some((f) => fs.existsSync(f))).toBe(false);

        const again = await stored(admin.id, route.kind);
        const rest = await admin.agent.put(route.rest).send({ id: target.id, Url: again });
        expect(rest.status).toBe(200);
        expect(rest.body.user).toMatchObject({ _id: target.id });
        expect(keyOf(rest.body.user[which])).toBe(keyOf(again));
        expect(await uploadRow(mine)).toBeNull();

        // An unknown user is 404.
        const unknown = await admin.agent
          .put(route.rest)
          .send({ id: '0190aaaa-0000-7000-8000-000000000000', Url: await stored(admin.id, route.kind) });
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ message: 'User not found', error: 'NOT_FOUND' });
      });
    });
  }
});
