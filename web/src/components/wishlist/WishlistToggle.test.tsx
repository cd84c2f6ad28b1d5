import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  AddToWishlistDocument,
  RemoveFromWishlistDocument,
  WishlistDocument,
  type ProductCardFieldsFragment,
} from '../../graphql/generated';
import { cardProduct } from '../../testing/products';
import { ProductGrid } from '../product/ProductGrid';
import { WishlistHeart, useWishlistSlot } from './WishlistToggle';
import { appCache, renderWithApp } from '../../testing/render';

const lamp = cardProduct({ id: 'p-lamp', title: 'Desk lamp' });
const book = cardProduct({ id: 'p-book', title: 'Physics textbook' });

function Grid({ products }: { products: ProductCardFieldsFragment[] }) {
  return <ProductGrid products={products} wishlistSlot={useWishlistSlot()} />;
}

function answer(
  name: 'addToWishlist' | 'removeFromWishlist',
  productId: string,
  wishlist: ProductCardFieldsFragment[],
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: {
      query: name === 'addToWishlist' ? AddToWishlistDocument : RemoveFromWishlistDocument,
      variables: { productId },
    },
    result: { data: { [name]: { __typename: 'WishlistPayload', message: 'ok', wishlist } } },
    delay,
  };
}

function card(title: string): HTMLElement {
  const found = screen.getAllByRole('article').find((a) => within(a).queryByRole('link', { name: title }));
  if (!found) throw new Error(`No card titled ${title}`);
  return found;
}

describe('WishlistToggle on product cards', () => {
  it('is hidden from visitors', () => {
    renderWithApp(<Grid products={[lamp, book]} />, { user: null, cache: appCache(null) });
    expect(screen.getByRole('link', { name: 'Desk lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
  });

  it('shows which products are in the wishlist', () => {
    renderWithApp(<Grid products={[lamp, book]} />, { cache: appCache([book]) });
    const add = screen.getByRole('button', { name: 'Add "Desk lamp" to wishlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(add).toHaveTextContent(/wishlist/i);
    expect(screen.getByRole('button', { name: 'Remove "Physics textbook" from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('flips at once when added, before the server answers, and keeps the server list', async () => {
    const user = userEvent.setup();
    const cache = appCache([book]);
    renderWithApp(<Grid products={[lamp, book]} />, {
      cache,
      mocks: [answer('addToWishlist', lamp.id, [lamp, book], 300)],
    });
    await user.click(screen.getByRole('button', { name: 'Add "Desk lamp" to wishlist' }));
    // Optimistic: pressed now, while the request is still in flight.
    expect(within(card('Desk lamp')).getByRole('button', { name: /wishlist/i })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cache.readQuery({ query: WishlistDocument, optimistic: true })?.wishlist.map((p) => p.id)).toEqual([
      lamp.id,
      book.id,
    ]);
    expect(cache.readQuery({ query: WishlistDocument, optimistic: false })?.wishlist.map((p) => p.id)).toEqual([
      book.id,
    ]);
    await waitFor(() =>
      expect(cache.readQuery({ query: WishlistDocument, optimistic: false })?.wishlist.map((p) => p.id)).toEqual([
        lamp.id,
        book.id,
      ]),
    );
    expect(screen.getByRole('button', { name: 'Remove "Desk lamp" from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes one already in the wishlist', async () => {
    const user = userEvent.setup();
    const cache = appCache([lamp, book]);
    renderWithApp(<Grid products={[lamp, book]} />, {
      cache,
      mocks: [answer('removeFromWishlist', book.id, [lamp], 100)],
    });
    await user.click(screen.getByRole('button', { name: 'Remove "Physics textbook" from wishlist' }));
    expect(screen.getByRole('button', { name: 'Add "Physics textbook" to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(cache.readQuery({ query: WishlistDocument, optimistic: false })?.wishlist.map((p) => p.id)).toEqual([
        lamp.id,
      ]),
    );
  });

  it('flips back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: AddToWishlistDocument, variables: { productId: lamp.id } },
      result: { errors: [{ message: 'This product is not available', extensions: { code: 'NOT_FOUND' } }] },
    };
    renderWithApp(<Grid products={[lamp]} />, { mocks: [refused] });
    await user.click(screen.getByRole('button', { name: 'Add "Desk lamp" to wishlist' }));
    expect(await screen.findByText('Error adding to wishlist')).toBeInTheDocument();
    expect(screen.getByText('This product is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add "Desk lamp" to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('WishlistHeart on the detail page', () => {
  it('sends a visitor to /login', async () => {
    const user = userEvent.setup();
    renderWithApp(<WishlistHeart product={lamp} />, { user: null, cache: appCache(null), path: '/product/p-lamp' });
    const heart = screen.getByRole('button', { name: 'Add "Desk lamp" to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('adds and removes for a member', async () => {
    const user = userEvent.setup();
    renderWithApp(<WishlistHeart product={lamp} />, {
      mocks: [answer('addToWishlist', lamp.id, [lamp]), answer('removeFromWishlist', lamp.id, [])],
      path: '/product/p-lamp',
    });
    await user.click(screen.getByRole('button', { name: 'Add "Desk lamp" to wishlist' }));
    const pressed = screen.getByRole('button', { name: 'Remove "Desk lamp" from wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.click(pressed);
    expect(await screen.findByRole('button', { name: 'Add "Desk lamp" to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
