import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../../../lib/router';
import { fromPath } from '../../../lib/auth/fromPath';
import type { MockLink } from '@apollo/client/testing';
import {
  Availability,
  ProductDetailDocument,
  ProductStatus,
  Role,
  SimilarProductsDocument,
  ProductReportStateDocument,
  type ProductCardFieldsFragment,
  type ProductDetailFieldsFragment,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { cardProduct } from '../../../testing/products';
import ProductDetailPage from './ProductDetailPage';
import { appCache, renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';

const ID = '0190a4e6-0000-7000-8000-0000000000aa';
const SELLER = '0190a4e6-0000-7000-8000-000000000005';
const HOUR = 3_600_000;

function detail(
  overrides: Partial<ProductDetailFieldsFragment> = {},
  seller: Partial<ProductDetailFieldsFragment['seller']> = {},
) {
  const images = ['a', 'b', 'c'].map((n) => ({
    __typename: 'ProductImage',
    url: `/u/${n}-1024.webp`,
    medium: `/u/${n}-480.webp`,
    thumbnail: `/u/${n}-160.webp`,
  }));
  return {
    ...cardProduct({
      images: images,
      discountedPrice: 999,
      discountActive: true,
      effectivePrice: 999,
      percentOff: 17,
      discountEndsAt: new Date(Date.now() + 3 * HOUR + 5 * 60_000 + 30_000).toISOString(),
    }),
    negotiable: true,
    paymentMethods: ['Cash', 'UPI'],
    location: 'Hostel B',
    discountPeriod: 7,
    rejectionReason: null,
    sellerId: SELLER,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
    seller: {
      __typename: 'User',
      id: SELLER,
      name: 'Ravi Kumar',
      profilePic: null,
      whatsAppNumber: null,
      instagramHandle: null,
      contactHidden: true,
      ...seller,
    },
  } as ProductDetailFieldsFragment;
}

/** Where the login page would return to after sign-in. */
function AfterLogin() {
  return <p>Back to {fromPath(useLocation().state)} after sign-in</p>;
}

const user = (role: Role, id = '0190a4e6-0000-7000-8000-000000000009', isVerified = true): SessionUserFragment =>
  sessionUser({
    id,
    name: 'Asha',
    email: null,
    collegeId: null,
    role,
    isVerified,
    phoneNumber: null,
    instagramHandle: null,
    blockAddress: null,
  });

function renderPage(
  product: ProductDetailFieldsFragment | null,
  signedIn: SessionUserFragment | null = null,
  similar: ProductCardFieldsFragment[] = [],
) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: ProductDetailDocument, variables: { id: ID } }, result: { data: { product } } },
    {
      request: { query: SimilarProductsDocument, variables: { id: ID } },
      result: { data: { product: product && { __typename: 'Product', id: ID, similar } } },
    },
    // A signed-in non-seller's Report button asks whether they reported it already.
    {
      request: { query: ProductReportStateDocument, variables: { id: ID } },
      result: { data: { product: product && { __typename: 'Product', id: ID, reportedByMe: false } } },
      maxUsageCount: 5,
    },
  ];
  const cache = appCache();
  const rendered = renderWithApp(<ProductDetailPage />, {
    mocks,
    cache,
    user: signedIn,
    path: `/product/${ID}`,
    route: '/product/:id',
    loginPage: <AfterLogin />,
  });
  return { ...rendered, cache };
}

describe('ProductDetailPage', () => {
  it('shows a visitor the discount and the sign-in prompt instead of the contact', async () => {
    renderPage(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Casio FX-991EX calculator' })).toBeInTheDocument();
    expect(screen.getByText('17% off')).toBeInTheDocument();
    expect(screen.getByText('3h 5m left')).toBeInTheDocument();
    expect(document.querySelector('s')).toHaveTextContent('₹1,200');
    expect(screen.getByText('Log in to view seller details and contact options')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/login');
    expect(document.querySelector('img[src="/default-avatar.svg"]')).toBeInTheDocument(); // no picture set
    expect(screen.queryByRole('link', { name: /whatsapp/i })).toBeNull();
    expect(screen.getByRole('link', { name: /Ravi Kumar/ })).toHaveAttribute('href', `/profile/${SELLER}`);
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/Electronics');
    expect(screen.getByText('Hostel B')).toBeInTheDocument();
    expect(screen.getByText('Cash, UPI')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('gives a signed-in buyer the WhatsApp chat with the prefilled text and the Instagram link', async () => {
    renderPage(
      detail({}, { contactHidden: false, whatsAppNumber: '+919812345678', instagramHandle: '@ravi.k' }),
      user(Role.User),
    );
    const chat = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
    const href = decodeURIComponent(chat.getAttribute('href') ?? '');
    expect(href).toBe(
      `https://wa.me/919812345678?text=Hi, I'm interested in your product "Casio FX-991EX calculator" listed for ₹999`,
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/ravi.k');
    expect(screen.queryByText('Log in to view seller details and contact options')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit My Product' })).toBeNull();
  });

  it('Log in to continue comes back to the product after sign-in', async () => {
    renderPage(detail());
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Log in to continue' }));
    expect(await screen.findByText(`Back to /product/${ID} after sign-in`)).toBeInTheDocument();
  });

  it('asks a signed-in viewer with an unverified email to verify it to see the contacts', async () => {
    renderPage(detail(), user(Role.User, undefined, false));
    expect(await screen.findByText('Verify your email to view seller details and contact options')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verify-email');
    expect(screen.queryByRole('link', { name: 'Log in to continue' })).toBeNull();
  });

  it('tells a verified buyer when the seller has shared no contact details', async () => {
    renderPage(detail({}, { contactHidden: false }), user(Role.User));
    expect(
      await screen.findByText('This seller has not shared any contact details yet. Check back later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /whatsapp|instagram|login/i })).toBeNull();
  });

  it('lists the facts as a proper <dl>: only dt/dd pairs, each in one div', async () => {
    renderPage(detail());
    await screen.findByRole('heading', { level: 1 });
    const list = document.querySelector('dl')!;
    const groups = Array.from(list.children);
    expect(groups.map((g) => g.tagName)).toEqual(['DIV', 'DIV', 'DIV', 'DIV']);
    for (const g of groups) expect(Array.from(g.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    expect(groups.map((g) => g.querySelector('dt')!.textContent)).toEqual([
      'Condition',
      'Category',
      'Payment',
      'Location',
    ]);
  });

  it('shows the seller the review state and the edit button', async () => {
    renderPage(detail({ status: ProductStatus.Rejected, rejectionReason: 'Blurry photos' }), user(Role.User, SELLER));
    // On a phone the sticky bar carries the same button as the page.
    const edits = await screen.findAllByRole('link', { name: 'Edit My Product' });
    for (const edit of edits) expect(edit).toHaveAttribute('href', `/edit-product/${ID}`);
    expect(screen.getByText(/Reason: Blurry photos/)).toBeInTheDocument();
  });

  it('a sold listing still opens, with a Sold ribbon and no way to contact or change it', async () => {
    const contacts = { contactHidden: false, whatsAppNumber: '+919812345678', instagramHandle: '@ravi.k' };
    renderPage(detail({ availability: Availability.Sold }, contacts), user(Role.User));
    expect(await screen.findByTestId('sold-ribbon')).toHaveTextContent('Sold');
    expect(screen.getByText(/This item is no longer available/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seller' })).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('gives the seller Mark available and Mark sold on a reserved listing, and nothing to change once sold', async () => {
    const { unmount } = renderPage(detail({ availability: Availability.Reserved }), user(Role.User, SELLER));
    expect(await screen.findByRole('button', { name: /^Mark available/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mark sold/ })).toBeInTheDocument();
    expect(screen.getByText(/The seller is holding it for someone/)).toBeInTheDocument();
    unmount();
    renderPage(detail({ availability: Availability.Sold }), user(Role.User, SELLER));
    expect(await screen.findByTestId('sold-ribbon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit My Product' })).toBeNull();
  });

  it('collapses a long description with Read more / Show less', async () => {
    const long = `${'word '.repeat(40)}END`;
    renderPage(detail({ description: long }));
    const more = await screen.findByRole('button', { name: 'Read more' });
    expect(screen.queryByText(/END/)).toBeNull();
    await userEvent.setup().click(more);
    expect(screen.getByText(/END/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('turns the pictures with the buttons, the dots and the arrow keys', async () => {
    renderPage(detail());
    const main = () => screen.getByRole('img', { name: /picture \d of 3/ });
    expect(await screen.findByRole('img', { name: /picture 1 of 3/ })).toHaveAttribute('src', '/u/a-1024.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(main()).toHaveAttribute('src', '/u/b-1024.webp');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Product pictures' }), { key: 'ArrowRight' });
    expect(main()).toHaveAttribute('src', '/u/c-1024.webp');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Product pictures' }), { key: 'ArrowRight' });
    expect(main()).toHaveAttribute('src', '/u/a-1024.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(main()).toHaveAttribute('src', '/u/c-1024.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Picture 2 of 3' }));
    expect(main()).toHaveAttribute('src', '/u/b-1024.webp');
    expect(screen.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('lists the similar listings under "You might also like", and no such section without any', async () => {
    const near = cardProduct({ id: '0190a4e6-0000-7000-8000-0000000000b1', title: 'Casio FX-82 calculator' });
    const far = cardProduct({ id: '0190a4e6-0000-7000-8000-0000000000b2', title: 'Graphing calculator', price: 4000 });
    const { unmount } = renderPage(detail(), null, [near, far]);
    const list = await screen.findByRole('list', { name: 'You might also like' });
    const titles = within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(titles).toEqual([
      ['Casio FX-82 calculator', `/product/${near.id}`],
      ['Graphing calculator', `/product/${far.id}`],
    ]);
    unmount();
    const { cache } = renderPage(detail());
    await screen.findByRole('heading', { level: 1 });
    // Once the similar query has answered (nothing), the section stays out rather than show an empty heading.
    await waitFor(() =>
      expect(cache.readQuery({ query: SimilarProductsDocument, variables: { id: ID } })).not.toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'You might also like' })).toBeNull();
  });

  it('says Product not found when the server has none to show', async () => {
    renderPage(null);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
