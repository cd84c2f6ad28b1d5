import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { approvedProduct } from './helpers/cached-lists';
import { errorCode, gql } from './helpers/graphql';
import { CHAT_OPS, startChat } from './conversations.support';
import { AVAILABILITY_OPS } from './products.availability.support';
import { PRODUCT_OPS, addProduct } from './products.support';
import { OfferEntity } from '../src/modules/conversations';

const OFFER = 'offer { id amount status expiresAt }';
const MESSAGE = `id kind text sender { id } ${OFFER}`;
const OPS = {
  make: `mutation($input: MakeOfferInput!) { makeOffer(input: $input) { message conversation { id } chatMessage { ${MESSAGE} } } }`,
  answer: `mutation($input: AnswerOfferInput!) { answerOffer(input: $input) { message conversation { id } chatMessage { ${MESSAGE} } } }`,
  thread: `query($id: ID!) { conversation(id: $id) { messages(last: 100) { nodes { ${MESSAGE} } } } }`,
  product: `query($id: ID!) { product(id: $id) { id availability reservedForMe reservedFor { id } } }`,
};

type Message = { id: string; kind: string; text: string; offer: { id: string; status: string; amount: number } | null };

/** 18 seconds: offers made in this file expire once the test moves the clock past it. */
const EXPIRY_HOURS = '0.005';

describeApp('offers', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let rival: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  /** Price 1200, discounted to 1000: buyers see 1000. */
  let desk: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { OFFER_EXPIRY_HOURS: EXPIRY_HOURS } });
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    rival = await verifiedAccount(app);
    other = await verifiedAccount(app);
    admin = await accountWithRole(app, 'admin');
    desk = await addProduct(app, seller.agent, seller.id, {
      title: 'Study desk',
      discountedPrice: 1000,
      discountPeriod: 7,
    });
    const approved = await gql(admin.agent, PRODUCT_OPS.setStatus, { input: { id: desk, status: 'APPROVED' } });
    expect(approved.errors).toBeUndefined();
  });
  afterAll(() => app?.close());

  const make = (who: TestAccount, conversationId: string, amount: number) =>
    gql(who.agent, OPS.make, { input: { conversationId, amount } });
  const answer = (who: TestAccount, offerId: string, action: string) =>
    gql(who.agent, OPS.answer, { input: { offerId, action } });
  const thread = async (who: TestAccount, id: string): Promise<Message[]> =>
    (await gql(who.agent, OPS.thread, { id })).data!.conversation.messages.nodes;
  const offerRow = (id: string) => app.services.db.getRepository(OfferEntity).findOneByOrFail({ id });

  it('the buyer offers (at most two decimals, above 0, at most the price buyers see); a new offer supersedes the open one', async () => {
    const { conversation } = await startChat(buyer, desk);
    const first = await make(buyer, conversation.id, 450.5);
    expect(first.errors).toBeUndefined();
    expect(first.data!.makeOffer.message).toBe('Offer sent');
    const msg = first.data!.makeOffer.chatMessage;
    expect(msg).toMatchObject({ kind: 'OFFER', sender: { id: buyer.id }, offer: { amount: 450.5, status: 'PENDING' } });
    expect(new Date(msg.offer.expiresAt).getTime()).toBeGreaterThan(app.clock.now().getTime());

    const before = (await thread(buyer, conversation.id)).length;
    expect(errorCode(await make(seller, conversation.id, 400))).toBe('FORBIDDEN');
    expect(errorCode(await make(other, conversation.id, 400))).toBe('NOT_FOUND');
    expect(errorCode(await make(admin, conversation.id, 400))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app.agent(), OPS.make, { input: { conversationId: conversation.id, amount: 5 } }))).toBe(
      'UNAUTHENTICATED',
    );
    for (const amount of [0, -5, 10.123, 1000.01, 1200])
      expect([amount, errorCode(await make(buyer, conversation.id, amount))]).toEqual([amount, 'BAD_USER_INPUT']);
    expect((await thread(buyer, conversation.id)).length).toBe(before);
    expect((await offerRow(msg.offer.id)).status).toBe('PENDING');

    const second = await make(buyer, conversation.id, 1000);
    expect(second.data!.makeOffer.chatMessage.offer).toMatchObject({ amount: 1000, status: 'PENDING' });
    const offers = (await thread(seller, conversation.id)).filter((m) => m.kind === 'OFFER').map((m) => m.offer);
    expect(offers.map((o) => o!.status)).toEqual(['SUPERSEDED', 'PENDING']);
    // A superseded offer is answered no more.
    expect(errorCode(await answer(seller, msg.offer.id, 'ACCEPT'))).toBe('CONFLICT');
  });

  it('only the seller accepts or declines, only the buyer withdraws; a non-pending offer is 409', async () => {
    const { conversation } = await startChat(buyer, desk);
    const offerId = (await make(buyer, conversation.id, 800)).data!.makeOffer.chatMessage.offer.id;
    expect(errorCode(await answer(buyer, offerId, 'ACCEPT'))).toBe('FORBIDDEN');
    expect(errorCode(await answer(buyer, offerId, 'DECLINE'))).toBe('FORBIDDEN');
    expect(errorCode(await answer(seller, offerId, 'WITHDRAW'))).toBe('FORBIDDEN');
    expect(errorCode(await answer(other, offerId, 'DECLINE'))).toBe('NOT_FOUND');
    expect(errorCode(await answer(admin, offerId, 'ACCEPT'))).toBe('NOT_FOUND');
    expect((await offerRow(offerId)).status).toBe('PENDING');

    const declined = await answer(seller, offerId, 'DECLINE');
    expect(declined.data!.answerOffer.message).toBe('Offer declined');
    expect(declined.data!.answerOffer.chatMessage).toMatchObject({
      kind: 'SYSTEM',
      sender: null,
      offer: { id: offerId, status: 'DECLINED' },
    });
    expect(errorCode(await answer(seller, offerId, 'ACCEPT'))).toBe('CONFLICT');
    expect(errorCode(await answer(buyer, offerId, 'WITHDRAW'))).toBe('CONFLICT');

    const again = (await make(buyer, conversation.id, 700)).data!.makeOffer.chatMessage.offer.id;
    expect((await answer(buyer, again, 'WITHDRAW')).data!.answerOffer.chatMessage.offer.status).toBe('WITHDRAWN');
    expect(errorCode(await answer(seller, again, 'DECLINE'))).toBe('CONFLICT');
  });

  it('accepting reserves the listing for the buyer, declines the other buyers’ offers; available again ends it', async () => {
    const mine = (await startChat(buyer, desk)).conversation.id;
    const theirs = (await startChat(rival, desk)).conversation.id;
    const offerId = (await make(buyer, mine, 900)).data!.makeOffer.chatMessage.offer.id;
    const rivalOffer = (await make(rival, theirs, 950)).data!.makeOffer.chatMessage.offer.id;

    const accepted = await answer(seller, offerId, 'ACCEPT');
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.answerOffer.message).toBe('Offer accepted');
    expect(accepted.data!.answerOffer.chatMessage.offer).toMatchObject({ id: offerId, status: 'ACCEPTED' });

    const seen = async (who: TestAccount) => (await gql(who.agent, OPS.product, { id: desk })).data!.product;
    expect(await seen(seller)).toMatchObject({
      availability: 'RESERVED',
      reservedForMe: false,
      reservedFor: { id: buyer.id },
    });
    expect(await seen(buyer)).toMatchObject({ availability: 'RESERVED', reservedForMe: true, reservedFor: null });
    expect(await seen(rival)).toMatchObject({ reservedForMe: false, reservedFor: null });

    const rest = async (agent: ReturnType<TestApp['agent']>) =>
      (await agent.get(`/api/v1/product/${desk}`)).body.product;
    const forSeller = await rest(seller.agent);
    expect(forSeller).toMatchObject({ availability: 'Reserved', reservedForMe: false });
    expect(forSeller.reservedFor).toEqual({ _id: buyer.id, name: buyer.name });
    const forBuyer = await rest(buyer.agent);
    expect(forBuyer).toMatchObject({ availability: 'Reserved', reservedForMe: true });
    expect(forBuyer).not.toHaveProperty('reservedFor');
    expect(await rest(rival.agent)).not.toHaveProperty('reservedFor');
    expect((await rest(app.agent())).reservedForMe).toBe(false);

    // The other buyer's open offer is declined, with a line in their conversation.
    const rivalThread = await thread(rival, theirs);
    expect(rivalThread.find((m) => m.offer?.id === rivalOffer && m.kind === 'OFFER')!.offer!.status).toBe('DECLINED');
    expect(rivalThread.some((m) => m.kind === 'SYSTEM' && m.text.includes('accepted another offer'))).toBe(true);

    // Reserved for someone else: the rival's new offer cannot be accepted, and stays pending.
    const late = (await make(rival, theirs, 990)).data!.makeOffer.chatMessage.offer.id;
    expect(errorCode(await answer(seller, late, 'ACCEPT'))).toBe('CONFLICT');
    expect((await offerRow(late)).status).toBe('PENDING');
    expect((await seen(seller)).reservedFor).toEqual({ id: buyer.id });

    // Available again: the reservation ends, the accepted offer stays accepted, a line says so.
    const available = await gql(seller.agent, AVAILABILITY_OPS.set, { id: desk, availability: 'AVAILABLE' });
    expect(available.errors).toBeUndefined();
    expect(await seen(seller)).toMatchObject({ availability: 'AVAILABLE', reservedFor: null });
    expect((await seen(buyer)).reservedForMe).toBe(false);
    expect((await offerRow(offerId)).status).toBe('ACCEPTED');
    const myThread = await thread(buyer, mine);
    expect(myThread[myThread.length - 1]).toMatchObject({ kind: 'SYSTEM', offer: { id: offerId, status: 'ACCEPTED' } });
    expect(myThread[myThread.length - 1].text).toContain('reservation has ended');

    // Now the rival's pending offer may be accepted.
    expect((await answer(seller, late, 'ACCEPT')).data!.answerOffer.chatMessage.offer.status).toBe('ACCEPTED');
    expect((await seen(rival)).reservedForMe).toBe(true);
  });

  it('accepting on a sold listing is 409 and changes nothing; a sold listing takes no new offer', async () => {
    const lamp = await approvedProduct(app, seller, admin, 'Desk lamp');
    const { conversation } = await startChat(buyer, lamp);
    const offerId = (await make(buyer, conversation.id, 300)).data!.makeOffer.chatMessage.offer.id;
    expect((await gql(seller.agent, AVAILABILITY_OPS.set, { id: lamp, availability: 'SOLD' })).errors).toBeUndefined();
    expect(errorCode(await answer(seller, offerId, 'ACCEPT'))).toBe('CONFLICT');
    expect((await offerRow(offerId)).status).toBe('PENDING');
    expect(errorCode(await make(buyer, conversation.id, 200))).toBe('CONFLICT');
  });

  it('REST: POST /conversations/:id/offers 201 and PUT /offers/:id in lower case, with their 4xx', async () => {
    const lamp = await approvedProduct(app, seller, admin, 'Reading lamp');
    const { conversation } = await startChat(buyer, lamp);
    const post = (who: TestAccount | null, body: object, id = conversation.id) =>
      (who ? who.agent : app.agent()).post(`/api/v1/conversations/${id}/offers`).send(body);
    const made = await post(buyer, { amount: 999.99 });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Offer sent');
    expect(made.body.chatMessage).toMatchObject({
      kind: 'offer',
      sender: { _id: buyer.id, name: buyer.name },
      images: [],
      flags: [],
      offer: { amount: 999.99, status: 'pending' },
    });
    const offerId = made.body.chatMessage.offer._id;
    expect((await post(seller, { amount: 10 })).status).toBe(403);
    expect((await post(other, { amount: 10 })).status).toBe(404);
    expect((await post(null, { amount: 10 })).status).toBe(401);
    for (const amount of [0, -1, 1200.01, 'lots', 1.005])
      expect([amount, (await post(buyer, { amount })).status]).toEqual([amount, 400]);
    expect((await post(buyer, {})).status).toBe(400);
    expect((await offerRow(offerId)).status).toBe('PENDING');

    const put = (who: TestAccount, action: unknown, id = offerId) =>
      who.agent.put(`/api/v1/offers/${id}`).send({ action });
    expect((await put(buyer, 'accept')).status).toBe(403);
    expect((await put(seller, 'withdraw')).status).toBe(403);
    expect((await put(other, 'decline')).status).toBe(404);
    expect((await put(seller, 'haggle')).status).toBe(400);
    const declined = await put(seller, 'Decline');
    expect(declined.status).toBe(200);
    expect(declined.body.chatMessage).toMatchObject({
      kind: 'system',
      sender: null,
      offer: { _id: offerId, status: 'declined' },
    });
    expect((await put(seller, 'ACCEPT')).status).toBe(409);
  });

  it('unanswered offers expire after OFFER_EXPIRY_HOURS with a system line, once across instances', async () => {
    const shelf = await approvedProduct(app, seller, admin, 'Book shelf');
    const { conversation } = await startChat(buyer, shelf);
    const offerId = (await make(buyer, conversation.id, 500)).data!.makeOffer.chatMessage.offer.id;
    expect(await app.services.offerExpiry.sendDue()).toBe(0);
    app.clock.advance(19_000);
    // A second look (another instance's, or this one's next) finds it claimed: the guarded UPDATE expires it once.
    await app.services.offerExpiry.sendDue();
    expect(await app.services.offerExpiry.sendDue()).toBe(0);
    await until(async () => (await offerRow(offerId)).status === 'EXPIRED');
    const lines = (await thread(buyer, conversation.id)).filter(
      (m) => m.kind === 'SYSTEM' && m.text.includes('expired'),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0].offer).toMatchObject({ id: offerId, status: 'EXPIRED' });
    expect(errorCode(await answer(seller, offerId, 'ACCEPT'))).toBe('CONFLICT');
  });

  it('the worker expires offers by itself, every few seconds when the expiry is short', async () => {
    const chair = await approvedProduct(app, seller, admin, 'Chair');
    const { conversation } = await startChat(rival, chair);
    const offerId = (await make(rival, conversation.id, 100)).data!.makeOffer.chatMessage.offer.id;
    app.clock.advance(19_000);
    await until(async () => (await offerRow(offerId)).status === 'EXPIRED');
  });

  it('the expiry is in the database: another instance (or this one after a restart) expires it, once', async () => {
    const bench = await approvedProduct(app, seller, admin, 'Bench');
    const { conversation } = await startChat(other, bench);
    const offerId = (await make(other, conversation.id, 150)).data!.makeOffer.chatMessage.offer.id;
    const second = await createTestApp({ env: { OFFER_EXPIRY_HOURS: EXPIRY_HOURS }, sameDatabaseAs: app });
    try {
      second.clock.advance(app.clock.now().getTime() - Date.now() + 19_000);
      await until(async () => (await offerRow(offerId)).status === 'EXPIRED');
      app.clock.advance(19_000);
      await app.services.offerExpiry.sendDue();
      const lines = (await thread(other, conversation.id)).filter(
        (m) => m.kind === 'SYSTEM' && m.offer?.id === offerId,
      );
      expect(lines).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('an offer counts against the 30 messages a minute (429, nothing written)', async () => {
    const hasty = await verifiedAccount(app);
    const stool = await approvedProduct(app, seller, admin, 'Stool');
    const { conversation } = await startChat(hasty, stool);
    for (let i = 1; i < 30; i++) {
      const sent = await gql(hasty.agent, CHAT_OPS.send, { input: { conversationId: conversation.id, text: `m${i}` } });
      expect(sent.errors).toBeUndefined();
    }
    const refused = await hasty.agent.post(`/api/v1/conversations/${conversation.id}/offers`).send({ amount: 100 });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await app.services.db.getRepository(OfferEntity).countBy({ conversationId: conversation.id })).toBe(0);
  });
});

/** Waits for a condition the server reaches by itself (a background worker's look), up to 15 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the condition was not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
