import { UserEntity } from '../src/modules/users/user.entity';
import { accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';

const UPDATED = 'Your profile has been updated successfully.';

describeApp('user profile, contact details and privacy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const stored = (id: string) => app.services.db.getRepository(UserEntity).findOneByOrFail({ id });

  describe('PUT /api/v1/user/update-contact-details', () => {
    it('normalizes and saves the details (spec spellings accepted)', async () => {
      const a = await verifiedAccount(app);
      const res = await a.agent.put('/api/v1/user/update-contact-details').send({
        id: a.id,
        phoneNumber: '+91 98765-43210',
        whatsappNumber: '9876543211',
        instagramHandle: '@Campus.Seller_1',
        showContractDetails: true,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(UPDATED);
      expect(res.body.user).toMatchObject({
        phoneNumber: '+919876543210',
        whatsAppNumber: '+919876543211',
        instagramHandle: 'campus.seller_1',
        showContractDetails: true,
      });
      // Blank clears one field; absent fields stay.
      const cleared = await a.agent.put('/api/v1/user/update-contact-details').send({ phoneNumber: '' });
      expect(cleared.body.user).toMatchObject({ phoneNumber: null, whatsAppNumber: '+919876543211' });
    });

    it('401 signed out, 400 unverified, 403 for another user, 200 for an admin', async () => {
      const a = await verifiedAccount(app);
      expect(
        (await app.agent().put('/api/v1/user/update-contact-details').send({ phoneNumber: '9876543210' })).status,
      ).toBe(401);
      const u = await registerAccount(app);
      const unverified = await u.agent.put('/api/v1/user/update-contact-details').send({ phoneNumber: '9876543210' });
      expect(unverified.status).toBe(400);
      expect(unverified.body).toEqual({ message: 'Please verify your email', error: 'EMAIL_NOT_VERIFIED' });
      const b = await verifiedAccount(app);
      const forbidden = await b.agent
        .put('/api/v1/user/update-contact-details')
        .send({ id: a.id, phoneNumber: '9876543210' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: 'You can only change your own account', error: 'FORBIDDEN' });
      expect((await stored(a.id)).phoneNumber).toBeNull();
      const admin = await accountWithRole(app, 'admin');
      const byAdmin = await admin.agent
        .put('/api/v1/user/update-contact-details')
        .send({ id: a.id, blockAddress: 'Hostel B, Room 12' });
      expect(byAdmin.status).toBe(200);
      expect((await stored(a.id)).blockAddress).toBe('Hostel B, Room 12');
      const missing = await admin.agent
        .put('/api/v1/user/update-contact-details')
        .send({ id: '01234567-89ab-7def-8123-456789abcdef', blockAddress: 'x' });
      expect(missing.status).toBe(404);
    });

    it('bad input: a message per field and nothing changed', async () => {
      const a = await verifiedAccount(app);
      const res = await a.agent.put('/api/v1/user/update-contact-details').send({
        phoneNumber: '12345',
        whatsAppNumber: '+1 555 123 4567',
        instagramHandle: 'bad..handle',
        blockAddress: 'x'.repeat(201),
        showContractDetails: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        phoneNumber: 'Phone number must be +91 followed by ten digits',
        whatsAppNumber: 'WhatsApp number must be +91 followed by ten digits',
        instagramHandle: 'Instagram handle must be 1 to 30 letters, digits, periods or underscores',
        blockAddress: 'Address must be at most 200 characters',
      });
      expect((await stored(a.id)).showContactDetails).toBe(false);
    });
  });

  describe('PUT /api/v1/user/update-privacy', () => {
    it('sets showContractDetails', async () => {
      const a = await verifiedAccount(app);
      const res = await a.agent.put('/api/v1/user/update-privacy').send({ id: a.id, showContractDetails: true });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your privacy settings have been updated successfully.');
      expect(res.body.user.showContractDetails).toBe(true);
    });

    it('401, 403 and bad input', async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      expect((await app.agent().put('/api/v1/user/update-privacy').send({ showContractDetails: true })).status).toBe(
        401,
      );
      expect(
        (await b.agent.put('/api/v1/user/update-privacy').send({ id: a.id, showContractDetails: true })).status,
      ).toBe(403);
      const bad = await a.agent.put('/api/v1/user/update-privacy').send({ showContractDetails: 'yes' });
      expect(bad.status).toBe(400);
      // The REST spelling of the field, the one the client sent, not the GraphQL one.
      expect(bad.body.fields).toEqual({ showContractDetails: 'Must be true or false' });
    });
  });

  describe('PUT /api/v1/user/edit-profile', () => {
    it('edits name and contact fields; a blank password keeps the current one', async () => {
      const a = await verifiedAccount(app);
      const res = await a.agent.put('/api/v1/user/edit-profile').send({
        id: a.id,
        name: '  New   Name ',
        email: a.email,
        password: '',
        phoneNumber: '9876500000',
        instagramHandle: 'newhandle',
        whatsAppNumber: '',
        blockAddress: 'Block C',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(UPDATED);
      expect(res.body.user).toMatchObject({ name: 'New Name', phoneNumber: '+919876500000', isVerified: true });
      expect(
        (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
      ).toBe(200);
    });

    // Changing the password or the email: users.account-changes.test.ts.

    it('401, 403, 409 and bad input change nothing', async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      expect((await app.agent().put('/api/v1/user/edit-profile').send({ name: 'X Y' })).status).toBe(401);
      expect((await b.agent.put('/api/v1/user/edit-profile').send({ id: a.id, name: 'Hacked Name' })).status).toBe(403);
      const taken = await b.agent
        .put('/api/v1/user/edit-profile')
        .send({ email: a.email.toUpperCase(), currentPassword: b.password });
      expect(taken.status).toBe(409);
      expect(taken.body.fields).toEqual({ email: 'An account with this email already exists' });
      const bad = await a.agent
        .put('/api/v1/user/edit-profile')
        .send({ name: 'Valid Name', email: 'broken', password: 'short' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        email: 'Enter a valid email address',
        password: 'Password must be at least 8 characters',
        currentPassword: 'Enter your current password to change your email or password.',
      });
      const after = await stored(a.id);
      expect(after.name).toBe(a.name);
      expect(after.email).toBe(a.email);
    });
  });

  describe('GET /api/v1/user/:id and the privacy rule', () => {
    it('hides contact details from visitors unless shown, never hides them from members', async () => {
      const seller = await verifiedAccount(app);
      await seller.agent
        .put('/api/v1/user/update-contact-details')
        .send({ phoneNumber: '9876543210', instagramHandle: 'seller', showContractDetails: false });
      const visitor = await app.agent().get(`/api/v1/user/${seller.id}`);
      expect(visitor.status).toBe(200);
      expect(visitor.body.user).toMatchObject({
        _id: seller.id,
        name: seller.name,
        email: null,
        phoneNumber: null,
        instagramHandle: null,
        collegeId: null,
        contactHidden: true,
      });
      const unverified = await registerAccount(app);
      expect((await unverified.agent.get(`/api/v1/user/${seller.id}`)).body.user.contactHidden).toBe(true);
      const member = await verifiedAccount(app);
      const seen = await member.agent.get(`/api/v1/user/${seller.id}`);
      expect(seen.body.user).toMatchObject({
        email: seller.email,
        phoneNumber: '+919876543210',
        contactHidden: false,
        collegeId: null,
      });
      const self = await seller.agent.get(`/api/v1/user/${seller.id}`);
      expect(self.body.user.collegeId).toBe(seller.collegeId);
      const admin = await accountWithRole(app, 'admin');
      expect((await admin.agent.get(`/api/v1/user/${seller.id}`)).body.user.collegeId).toBe(seller.collegeId);
      const moderator = await accountWithRole(app, 'moderator');
      const byMod = (await moderator.agent.get(`/api/v1/user/${seller.id}`)).body.user;
      expect(byMod).toMatchObject({ email: seller.email, collegeId: null });

      await seller.agent.put('/api/v1/user/update-privacy').send({ showContractDetails: true });
      const shown = await app.agent().get(`/api/v1/user/${seller.id}`);
      expect(shown.body.user).toMatchObject({
        email: seller.email,
        phoneNumber: '+919876543210',
        instagramHandle: 'seller',
        contactHidden: false,
        collegeId: null,
      });
    });

    it('404 for an unknown or malformed id', async () => {
      expect((await app.agent().get('/api/v1/user/01234567-89ab-7def-8123-456789abcdef')).status).toBe(404);
      const res = await app.agent().get('/api/v1/user/not-an-id');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'User not found', error: 'NOT_FOUND' });
    });
  });

  describe('GraphQL', () => {
    it('updateContactDetails, updatePrivacy, editProfile and user', async () => {
      const a = await verifiedAccount(app);
      const c = await gql(a.agent, ACCOUNT_OPS.contact, {
        input: { phoneNumber: '98765 43210', showContactDetails: true },
      });
      expect(c.data?.updateContactDetails).toMatchObject({
        message: UPDATED,
        user: { phoneNumber: '+919876543210', showContactDetails: true },
      });
      const p = await gql(a.agent, ACCOUNT_OPS.privacy, { input: { showContactDetails: false } });
      expect(p.data?.updatePrivacy.message).toBe('Your privacy settings have been updated successfully.');
      const e = await gql(a.agent, ACCOUNT_OPS.edit, { input: { name: 'Graph Name', password: '' } });
      expect(e.data?.editProfile.user.name).toBe('Graph Name');
      const anon = await gql(app.agent(), ACCOUNT_OPS.user, { id: a.id });
      expect(anon.data?.user).toMatchObject({
        name: 'Graph Name',
        phoneNumber: null,
        contactHidden: true,
        collegeId: null,
        role: 'USER',
      });
      expect(
        (await gql(app.agent(), ACCOUNT_OPS.user, { id: '01234567-89ab-7def-8123-456789abcdef' })).data?.user,
      ).toBeNull();
    });

    it('UNAUTHENTICATED, EMAIL_NOT_VERIFIED, FORBIDDEN and BAD_USER_INPUT', async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      const u = await registerAccount(app);
      expect(errorCode(await gql(app.agent(), ACCOUNT_OPS.privacy, { input: { showContactDetails: true } }))).toBe(
        'UNAUTHENTICATED',
      );
      expect(errorCode(await gql(u.agent, ACCOUNT_OPS.contact, { input: { phoneNumber: '9876543210' } }))).toBe(
        'EMAIL_NOT_VERIFIED',
      );
      expect(errorCode(await gql(b.agent, ACCOUNT_OPS.edit, { input: { id: a.id, name: 'Nope Nope' } }))).toBe(
        'FORBIDDEN',
      );
      const bad = await gql(a.agent, ACCOUNT_OPS.contact, { input: { instagramHandle: '.dot' } });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.extensions?.fields).toEqual({
        instagramHandle: 'Instagram handle must be 1 to 30 letters, digits, periods or underscores',
      });
    });
  });
});
