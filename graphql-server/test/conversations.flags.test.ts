import { messageFlags } from '../src/modules/conversations/message-flags';

describe('message flags', () => {
  it.each([
    ['Is this still available?', []],
    ['Call me on 98765 43210', ['CONTACT']],
    ['+91-98765-43210 after 5', ['CONTACT']],
    ['mail asha.k@college.edu', ['CONTACT']],
    ['see https://example.com/lamp', ['LINK']],
    ['www.shop.example works', ['LINK']],
    ['pay to asha@okaxis please', ['PAYMENT']],
    ['UPI 9876543210@ybl', ['CONTACT', 'PAYMENT']],
    ['Room 204, block B, 2 pm', []],
    ['It costs 1200 rupees, 3 years old', []],
  ])('%s', (text, flags) => {
    expect(messageFlags(text)).toEqual(flags);
  });
});
