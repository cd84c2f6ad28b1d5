import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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
import { holdAnswers } from '../../testing/heldAnswers';
import { appCache, renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';

const lamp = cardProduct({ id: 'p-lamp', title: 'Desk lamp' });
const book = cardProduct({ id: 'p-book', title: 'Physics textbook' });

function Grid({ products }: { products: ProductCardFieldsFragment[] }) {
  return <ProductGrid products={products} wishlistSlot={useWishlistSlot()} />;
}

function answer(
  name: 'addToWishlist' | 'removeFromWishlist',
  productId: string,
  wishlist: ProductCardFieldsFragment[],
): MockLink.MockedResponse {
  return {
    request: {
      query: name === 'addToWishlist' ? AddToWishlistDocument : RemoveFromWishlistDocument,
      variables: { productId },
    },
    result: { data: { [name]: { __typename: 'WishlistPayload', message: 'ok', wishlist } } },
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
    const add = screen.getByRole('button', { name: 'Add to wishlist: Desk lamp' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    // An icon button, not a text pill: the outline heart, filled once saved.
    expect(add).toHaveTextContent('');
    expect(add.querySelector('[data-testid="FavoriteBorderIcon"]')).not.toBeNull();
    const saved = screen.getByRole('button', { name: 'Remove from wishlist: Physics textbook' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved.querySelector('[data-testid="FavoriteIcon"]')).not.toBeNull();
  });

  it("is absent from the student's own listings", () => {
    const mine = cardProduct({ id: 'p-mine', title: 'My old kettle', sellerId: member.id });
    renderWithApp(<Grid products={[lamp, mine]} />);
    expect(screen.getByRole('link', { name: 'My old kettle' })).toBeInTheDocument();
    expect(within(card('My old kettle')).queryByRole('button')).toBeNull();
    expect(within(card('Desk lamp')).getByRole('button', { name: 'Add to wishlist: Desk lamp' })).toBeInTheDocument();
  });

  it('flips at once when added, before the server answers, and keeps the server list', async () => {
    const user = userEvent.setup();
    const cache = appCache([book]);
    const held = holdAnswers('AddToWishlist');
    renderWithApp(<Grid products={[lamp, book]} />, {
      cache,
      held,
      mocks: [answer('addToWishlist', lamp.id, [lamp, book])],
    });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist: Desk lamp' }));
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
    await held.answer('AddToWishlist');
    expect(cache.readQuery({ query: WishlistDocument, optimistic: false })?.wishlist.map((p) => p.id)).toEqual([
      lamp.id,
      book.id,
    ]);
    expect(screen.getByRole('button', { name: 'Remove from wishlist: Desk lamp' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes one already in the wishlist', async () => {
    const user = userEvent.setup();
    const cache = appCache([lamp, book]);
    const held = holdAnswers('RemoveFromWishlist');
    renderWithApp(<Grid products={[lamp, book]} />, {
      cache,
      held,
      mocks: [answer('removeFromWishlist', book.id, [lamp])],
    });
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist: Physics textbook' }));
    expect(screen.getByRole('button', { name: 'Add to wishlist: Physics textbook' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await held.answer('RemoveFromWishlist');
    expect(cache.readQuery({ query: WishlistDocument, optimistic: false })?.wishlist.map((p) => p.id)).toEqual([
      lamp.id,
    ]);
  });

  it('flips back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: AddToWishlistDocument, variables: { productId: lamp.id } },
      result: { errors: [{ message: 'This product is not available', extensions: { code: 'NOT_FOUND' } }] },
    };
    renderWithApp(<Grid products={[lamp]} />, { mocks: [refused] });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist: Desk lamp' }));
    expect(await screen.findByText('Error adding to wishlist')).toBeInTheDocument();
    expect(screen.getByText('This product is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist: Desk lamp' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('WishlistHeart on the detail page', () => {
  it("is absent from the student's own listing", () => {
    renderWithApp(<WishlistHeart product={cardProduct({ sellerId: member.id })} />, { path: '/product/p' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a visitor to /login', async () => {
    const user = userEvent.setup();
    renderWithApp(<WishlistHeart product={lamp} />, { user: null, cache: appCache(null), path: '/product/p-lamp' });
    const heart = screen.getByRole('button', { name: 'Add to wishlist: Desk lamp' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('adds and removes for a member', async () => {
    const user = userEvent.setup();
    const held = holdAnswers('AddToWishlist');
    renderWithApp(<WishlistHeart product={lamp} />, {
      held,
      mocks: [answer('addToWishlist', lamp.id, [lamp]), answer('removeFromWishlist', lamp.id, [])],
      path: '/product/p-lamp',
    });
    await user.click(screen.getByRole('button', { name: 'Add to wishlist: Desk lamp' }));
    const pressed = screen.getByRole('button', { name: 'Remove from wishlist: Desk lamp' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await held.answer('AddToWishlist');
    await user.click(pressed);
    expect(await screen.findByRole('button', { name: 'Add to wishlist: Desk lamp' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
