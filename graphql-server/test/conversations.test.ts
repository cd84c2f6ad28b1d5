import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { approvedProduct } from './helpers/cached-lists';
import { errorCode, gql } from './helpers/graphql';
import { CHAT_OPS, startChat } from './conversations.support';

describeApp('conversations', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let lamp: string;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    other = await verifiedAccount(app);
    admin = await accountWithRole(app, 'admin');
    lamp = await approvedProduct(app, seller, admin, 'Desk lamp');
  });
  afterAll(() => app?.close());

  it('starts once per listing and buyer, adds to it after, pages the thread, counts unread, marks read', async () => {
    const first = await startChat(buyer, lamp);
    expect(first.message).toBe('Conversation started');
    expect(first.conversation).toMatchObject({ productTitle: 'Desk lamp', myRole: 'BUYING', unreadCount: 0 });
    expect(first.conversation.product.id).toBe(lamp);
    expect(first.conversation.seller.id).toBe(seller.id);
    const id = first.conversation.id;
    const again = await startChat(buyer, lamp, '  Call me on 98765 43210  ');
    expect(again.message).toBe('Message sent');
    expect(again.conversation.id).toBe(id);
    expect(again.chatMessage).toMatchObject({ text: 'Call me on 98765 43210', flags: ['CONTACT'], kind: 'TEXT' });

    expect((await gql(seller.agent, CHAT_OPS.unread)).data!.unreadConversationCount).toBe(1);
    const inbox = (await gql(seller.agent, CHAT_OPS.inbox, { role: 'SELLING' })).data!.conversations;
    expect(inbox.totalCount).toBe(1);
    expect(inbox.nodes[0]).toMatchObject({ id, myRole: 'SELLING', unreadCount: 2 });
    expect((await gql(seller.agent, CHAT_OPS.inbox, { role: 'BUYING' })).data!.conversations.totalCount).toBe(0);

    const reply = await gql(seller.agent, CHAT_OPS.send, { input: { conversationId: id, text: 'Yes, still here' } });
    expect(reply.data!.sendMessage.message).toBe('Message sent');
    expect((await gql(seller.agent, CHAT_OPS.unread)).data!.unreadConversationCount).toBe(0);
    expect((await gql(buyer.agent, CHAT_OPS.unread)).data!.unreadConversationCount).toBe(1);
    const read = await gql(buyer.agent, CHAT_OPS.read, { id });
    expect(read.data!.markConversationRead.unreadCount).toBe(0);
    expect((await gql(buyer.agent, CHAT_OPS.unread)).data!.unreadConversationCount).toBe(0);

    const newest = (await gql(buyer.agent, CHAT_OPS.one, { id, last: 2 })).data!.conversation;
    expect(newest.messages.nodes.map((m: { text: string }) => m.text)).toEqual([
      'Call me on 98765 43210',
      'Yes, still here',
    ]);
    expect(newest.messages.pageInfo.hasPreviousPage).toBe(true);
    const older = (await gql(buyer.agent, CHAT_OPS.one, { id, last: 2, before: newest.messages.pageInfo.startCursor }))
      .data!.conversation.messages;
    expect(older.nodes.map((m: { text: string }) => m.text)).toEqual(['Hi! Is this still available?']);
    expect(older.pageInfo.hasPreviousPage).toBe(false);
  });

  it("another member's conversation is unknown to everyone else, admins included", async () => {
    const { conversation } = await startChat(other, lamp);
    for (const who of [buyer, admin]) {
      expect((await gql(who.agent, CHAT_OPS.one, { id: conversation.id })).data!.conversation).toBeNull();
      const send = await gql(who.agent, CHAT_OPS.send, { input: { conversationId: conversation.id, text: 'hi' } });
      expect(errorCode(send)).toBe('NOT_FOUND');
      expect(errorCode(await gql(who.agent, CHAT_OPS.read, { id: conversation.id }))).toBe('NOT_FOUND');
    }
  });

  it('refuses visitors, unverified members, one’s own listing, bad text; a sold listing is 409 and says so in the open conversations', async () => {
    const visitor = await gql(app.agent(), CHAT_OPS.start, { input: { productId: lamp, text: 'hi' } });
    expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
    const unverified = await registerAccount(app);
    expect(errorCode(await gql(unverified.agent, CHAT_OPS.start, { input: { productId: lamp, text: 'hi' } }))).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    const own = await gql(seller.agent, CHAT_OPS.start, { input: { productId: lamp, text: 'hi' } });
    expect(errorCode(own)).toBe('BAD_USER_INPUT');
    expect(own.errors![0].message).toBe('You cannot message yourself about your own listing');
    for (const text of ['   ', 'x'.repeat(2001)])
      expect(errorCode(await gql(buyer.agent, CHAT_OPS.start, { input: { productId: lamp, text } }))).toBe(
        'BAD_USER_INPUT',
      );

    const bike = await approvedProduct(app, seller, admin, 'Old bicycle');
    const { conversation } = await startChat(buyer, bike);
    const sold = await gql(
      seller.agent,
      'mutation($id: ID!) { setProductAvailability(id: $id, availability: SOLD) { message } }',
      {
        id: bike,
      },
    );
    expect(sold.errors).toBeUndefined();
    const late = await gql(other.agent, CHAT_OPS.start, { input: { productId: bike, text: 'still there?' } });
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors![0].message).toBe('This listing is sold');
    const thread = (await gql(buyer.agent, CHAT_OPS.one, { id: conversation.id })).data!.conversation;
    expect(thread.lastMessage).toMatchObject({ kind: 'SYSTEM', sender: null, text: 'This listing has been sold.' });
    // Once open, it goes on.
    const after = await gql(buyer.agent, CHAT_OPS.send, {
      input: { conversationId: conversation.id, text: 'Congrats' },
    });
    expect(after.errors).toBeUndefined();
  });
});
