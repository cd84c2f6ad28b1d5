import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { RemoveFromWishlistDocument, WishlistDocument, type ProductCardFieldsFragment } from '../../graphql/generated';
import { cardProduct } from '../../testing/products';
import WishlistPage from './WishlistPage';
import { holdAnswers } from '../../testing/heldAnswers';
import { appCache, renderWithApp } from '../../testing/render';

const lamp = cardProduct({ id: 'p-lamp', title: 'Desk lamp' });
const book = cardProduct({ id: 'p-book', title: 'Physics textbook' });

const wishlistIs = (wishlist: ProductCardFieldsFragment[], delay = 0): MockLink.MockedResponse => ({
  request: { query: WishlistDocument },
  result: { data: { wishlist } },
  delay,
});

describe('WishlistPage', () => {
  it('shows a loading view, then "Your Wishlist" with a Remove button on each card', async () => {
    renderWithApp(<WishlistPage />, {
      cache: appCache(null),
      mocks: [wishlistIs([lamp, book], 30)],
      path: '/wishlist',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', '/product/p-lamp');
    expect(within(list).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Remove from wishlist: Desk lamp' })).toHaveTextContent('Remove');
  });

  it('says so when the wishlist is empty', async () => {
    renderWithApp(<WishlistPage />, { cache: appCache(null), mocks: [wishlistIs([])], path: '/wishlist' });
    expect(await screen.findByText('No products in your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/');
  });

  it('shows the spec error when the list cannot be fetched', async () => {
    const failing: MockLink.MockedResponse = { request: { query: WishlistDocument }, error: new Error('Network down') };
    renderWithApp(<WishlistPage />, { cache: appCache(null), mocks: [failing], path: '/wishlist' });
    expect(await screen.findByText('Failed to fetch wishlist products.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('takes a removed card away at once and ends on the empty state', async () => {
    const user = userEvent.setup();
    const removed: MockLink.MockedResponse = {
      request: { query: RemoveFromWishlistDocument, variables: { productId: lamp.id } },
      result: {
        data: { removeFromWishlist: { __typename: 'WishlistPayload', message: 'Removed from wishlist', wishlist: [] } },
      },
    };
    const held = holdAnswers('RemoveFromWishlist');
    renderWithApp(<WishlistPage />, {
      cache: appCache([lamp]),
      held,
      mocks: [wishlistIs([lamp]), removed],
      path: '/wishlist',
    });
    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist: Desk lamp' }));
    // Gone before the server answers.
    expect(screen.queryByRole('link', { name: 'Desk lamp' })).toBeNull();
    await held.answer('RemoveFromWishlist');
    expect(await screen.findByText('No products in your wishlist.')).toBeInTheDocument();
  });

  it('puts the card back and toasts the server message when removing fails', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: RemoveFromWishlistDocument, variables: { productId: lamp.id } },
      result: { errors: [{ message: 'User not found', extensions: { code: 'UNAUTHENTICATED' } }] },
    };
    renderWithApp(<WishlistPage />, {
      cache: appCache([lamp]),
      mocks: [wishlistIs([lamp]), refused],
      path: '/wishlist',
    });
    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist: Desk lamp' }));
    expect(await screen.findByText('Error removing from wishlist')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desk lamp' })).toBeInTheDocument();
  });
});
