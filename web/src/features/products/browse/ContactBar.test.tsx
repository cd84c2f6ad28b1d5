import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../../../lib/router';
import type { ProductDetailFieldsFragment } from '../../../graphql/generated';
import { fromPath } from '../../../lib/auth/fromPath';
import { detailProduct } from '../../../testing/products';
import { renderWithApp } from '../../../testing/render';
import { ContactBar } from './ContactBar';

const ID = '0190a4e6-0000-7000-8000-0000000000aa';
const SELLER = '0190a4e6-0000-7000-8000-000000000005';

function AfterLogin() {
  return <p>Back to {fromPath(useLocation().state)} after sign-in</p>;
}

function renderBar(
  viewer: 'visitor' | 'unverified' | 'verified' | 'seller',
  product: ProductDetailFieldsFragment = detailProduct(),
  discounted = false,
) {
  renderWithApp(<ContactBar product={product} discounted={discounted} viewer={viewer} />, {
    path: `/product/${ID}`,
    route: '/product/:id',
    loginPage: <AfterLogin />,
  });
  return screen.getByRole('region', { name: 'Price and contact' });
}

const links = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('ContactBar (the product page on a phone)', () => {
  it('signed out: the price and Log in to contact, which comes back to the product', async () => {
    const bar = renderBar('visitor', detailProduct({}, { contactHidden: true }));
    expect(bar).toHaveTextContent('₹1,200');
    expect(links(bar)).toEqual([['Log in to contact', '/login']]);
    await userEvent.setup().click(within(bar).getByRole('link', { name: 'Log in to contact' }));
    expect(await screen.findByText(`Back to /product/${ID} after sign-in`)).toBeInTheDocument();
  });

  it('signed out, even when the seller shows their contact publicly: Log in to contact', () => {
    const bar = renderBar('visitor', detailProduct({}, { whatsAppNumber: '+919812345678' }));
    expect(links(bar)).toEqual([['Log in to contact', '/login']]);
  });

  it('a verified buyer: Contact seller opens the WhatsApp chat, Instagram beside it when shared too', () => {
    const bar = renderBar(
      'verified',
      detailProduct({}, { whatsAppNumber: '+919812345678', instagramHandle: '@ravi.k' }),
    );
    const chat = within(bar).getByRole('link', { name: 'Contact seller on WhatsApp' });
    expect(chat).toHaveTextContent(/^Contact seller/);
    expect(decodeURIComponent(chat.getAttribute('href') ?? '')).toBe(
      `https://wa.me/919812345678?text=Hi, I'm interested in your product "Casio FX-991EX calculator" listed for ₹1,200`,
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bar).getByRole('link', { name: 'Contact seller on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/ravi.k',
    );
    expect(bar).toHaveTextContent('₹1,200');
  });

  it('Instagram only: Contact seller opens Instagram', () => {
    const bar = renderBar('verified', detailProduct({}, { instagramHandle: 'ravi.k' }));
    expect(links(bar)).toEqual([['Contact seller on Instagram', 'https://instagram.com/ravi.k']]);
  });

  it('with a running discount: the lower price, the original struck through', () => {
    const product = detailProduct({ discountedPrice: 999, effectivePrice: 999, discountActive: true });
    const bar = renderBar('verified', product, true);
    expect(bar).toHaveTextContent('Price ₹999');
    expect(bar.querySelector('s')).toHaveTextContent('₹1,200');
  });

  it('an unverified session, the contact hidden: Verify to contact', () => {
    const bar = renderBar('unverified', detailProduct({}, { contactHidden: true }));
    expect(links(bar)).toEqual([['Verify to contact', '/verify-email']]);
    expect(bar).toHaveTextContent('₹1,200');
  });

  it('a seller who shares no contact: the way to their profile instead', () => {
    const bar = renderBar('verified');
    expect(links(bar)).toEqual([['See seller', `/profile/${SELLER}`]]);
  });

  it("on the student's own listing: the price and Edit My Product, no contact", () => {
    const bar = renderBar('seller', detailProduct({}, { whatsAppNumber: '+919812345678' }));
    expect(links(bar)).toEqual([['Edit My Product', `/edit-product/${ID}`]]);
    expect(bar).toHaveTextContent('₹1,200');
  });
  it('a member who may message the seller: Message seller first, WhatsApp beside it', () => {
    renderWithApp(
      <ContactBar
        product={detailProduct({}, { whatsAppNumber: '+919812345678' })}
        discounted={false}
        viewer="verified"
        canMessage
      />,
      { path: `/product/${ID}`, route: '/product/:id' },
    );
    const bar = screen.getByRole('region', { name: 'Price and contact' });
    const message = within(bar).getByRole('button', { name: 'Message seller' });
    const whatsApp = within(bar).getByRole('link', { name: 'Contact seller on WhatsApp' });
    expect(message.compareDocumentPosition(whatsApp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
