import { newIdentity, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/**
 * The account routes' input schemas (auth.rest-schemas.ts, users.rest-schemas.ts): the spellings a
 * REST client may send still work, and a value of the wrong JSON type answers the wording the
 * services use for it, under the field's REST name.
 */

describeApp('account routes: input spellings and types', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const ORIGIN = 'http://localhost:4000'; // PUBLIC_URL of createTestApp

  it('verify-email takes the code as a number', async () => {
    const a = await registerAccount(app);
    const code = await app.mailbox.codeFor(a.email);
    const res = await a.agent.post('/api/v1/auth/verify-email').send({ code: Number(code) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: a.id, isVerified: true });
  });

  it('answers the wording of the services for a value that is not text', async () => {
    const refused = async (path: string, body: object, fields: Record<string, string>) => {
      const res = await app.agent().post(path).send(body);
      expect([path, res.status, res.body.error, res.body.fields]).toEqual([path, 400, 'BAD_USER_INPUT', fields]);
    };
    const who = newIdentity('I');
    await refused('/api/v1/auth/register', { ...who, collegeId: 12345 }, { collegeId: 'Must be text' });
    await refused('/api/v1/auth/register', { ...who, password: 12345678 }, { password: 'Enter a password' });
    await refused(
      '/api/v1/auth/login',
      { collegeId: who.collegeId, password: 42 },
      { password: 'Enter your password' },
    );
    await refused('/api/v1/auth/verify-email', { code: true }, { code: 'Enter the 6-digit code from the email' });
    await refused('/api/v1/auth/forgot-password', { email: ['a@b.c'] }, { email: 'Must be text' });
  });

  it('reads the spec spellings of the contact fields and clears one with null', async () => {
    const a = await verifiedAccount(app);
    const put = (path: string, body: object) => a.agent.put(path).set('Origin', ORIGIN).send(body);
    const set = await put('/api/v1/user/update-contact-details', {
      whatsappNumber: '98765 43210',
      showContactDetails: true,
    });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ whatsAppNumber: '+919876543210', showContractDetails: true });
    const cleared = await put('/api/v1/user/edit-profile', { whatsAppNumber: null, showContractDetails: false });
    // edit-profile leaves the flag to update-privacy.
    expect(cleared.body.user).toMatchObject({ whatsAppNumber: null, showContractDetails: true });
    const bad = await put('/api/v1/user/update-privacy', { showContractDetails: 'yes' });
    expect([bad.status, bad.body.fields]).toEqual([400, { showContractDetails: 'Must be true or false' }]);
    const pic = await put('/api/v1/user/update-profile-pic', { Url: 7 });
    expect([pic.status, pic.body.fields]).toEqual([400, { Url: 'Please select an image first.' }]);
  });
});
