import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TERMS_MESSAGES, TERMS_UPDATED } from '../src/modules/users/terms';
import { UserEntity } from '../src/modules/users/user.entity';
import { accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';

const ACCEPT = `mutation($version: String!) { acceptTerms(version: $version) { message user { id termsAcceptedAt termsVersion } } }`;
const ME = `query { me { id termsAcceptedAt termsVersion } }`;
const USER = `query($id: ID!) { user(id: $id) { id termsAcceptedAt termsVersion } }`;

describeApp('accepting the terms and conditions (User.termsAcceptedAt)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('is null until accepted, then records when and which terms, in the database too', async () => {
    const a = await verifiedAccount(app);
    expect((await gql(a.agent, ME)).data?.me).toEqual({ id: a.id, termsAcceptedAt: null, termsVersion: null });
    const before = Date.now();
    const res = await gql(a.agent, ACCEPT, { version: TERMS_UPDATED });
    expect(res.errors).toBeUndefined();
    expect(res.data?.acceptTerms.message).toBe(TERMS_MESSAGES.accepted);
    const at = Date.parse(res.data?.acceptTerms.user.termsAcceptedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(res.data?.acceptTerms.user.termsVersion).toBe(TERMS_UPDATED);
    const row = await app.services.db.getRepository(UserEntity).findOneByOrFail({ id: a.id });
    expect(row.termsAcceptedAt?.getTime()).toBe(at);
    expect(row.termsVersion).toBe(TERMS_UPDATED);
    expect((await gql(a.agent, ME)).data?.me).toMatchObject({ termsAcceptedAt: new Date(at).toISOString() });
  });

  it('refuses terms that are not the ones in force, and a visitor', async () => {
    const a = await verifiedAccount(app);
    const old = await gql(a.agent, ACCEPT, { version: '2024-01-01' });
    expect(errorCode(old)).toBe('BAD_USER_INPUT');
    expect(old.errors?.[0].message).toBe(TERMS_MESSAGES.notCurrent);
    expect((await gql(a.agent, ME)).data?.me.termsAcceptedAt).toBeNull();
    expect(errorCode(await gql(app.agent(), ACCEPT, { version: TERMS_UPDATED }))).toBe('UNAUTHENTICATED');
  });

  it('is seen by the member themself and admins only, on GraphQL and REST', async () => {
    const member = await verifiedAccount(app);
    await gql(member.agent, ACCEPT, { version: TERMS_UPDATED });
    const other = await verifiedAccount(app);
    const moderator = await accountWithRole(app, 'moderator');
    const admin = await accountWithRole(app, 'admin');
    for (const viewer of [other, moderator]) {
      const seen = (await gql(viewer.agent, USER, { id: member.id })).data?.user;
      expect(seen).toEqual({ id: member.id, termsAcceptedAt: null, termsVersion: null });
    }
    const byAdmin = (await gql(admin.agent, USER, { id: member.id })).data?.user;
    expect(byAdmin.termsVersion).toBe(TERMS_UPDATED);
    expect(typeof byAdmin.termsAcceptedAt).toBe('string');

    const restOther = await other.agent.get(`/api/v1/user/${member.id}`);
    expect(restOther.status).toBe(200);
    expect(restOther.body.user ?? restOther.body).toMatchObject({ termsAcceptedAt: null, termsVersion: null });
    const restAdmin = await admin.agent.get(`/api/v1/user/${member.id}`);
    expect(restAdmin.body.user ?? restAdmin.body).toMatchObject({
      termsAcceptedAt: byAdmin.termsAcceptedAt,
      termsVersion: TERMS_UPDATED,
    });
  });

  it("names the same terms' date as the web's terms page", () => {
    const site = readFileSync(path.join(__dirname, '../../web/src/lib/site.ts'), 'utf8');
    expect(site).toContain(`termsUpdated: '${TERMS_UPDATED}'`);
  });
});
