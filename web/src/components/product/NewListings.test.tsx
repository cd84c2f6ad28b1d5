import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { BrowseProductsDocument } from '../../graphql/generated';
import { cardProduct } from '../../testing/products';
import { HOME_PAGE_SIZE, NewListings } from './NewListings';
import { renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';

const product = (n: number) => cardProduct({ id: `p${n}`, title: `Product ${n}` });

function page(
  after: string | null,
  nodes: ReturnType<typeof product>[],
  endCursor: string | null,
): MockLink.MockedResponse {
  const variables = after ? { filter: {}, first: HOME_PAGE_SIZE, after } : { filter: {}, first: HOME_PAGE_SIZE };
  return {
    request: { query: BrowseProductsDocument, variables },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          pageInfo: { __typename: 'PageInfo', hasNextPage: !!endCursor, endCursor },
          nodes,
        },
      },
    },
  };
}

function renderList(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<NewListings />, { mocks, user: null });
}

const skeletons = () => document.querySelectorAll('.MuiSkeleton-root').length;

describe('NewListings (home)', () => {
  it('shows 5 skeleton cards while loading, then the cards, and appends the next page on Load more', async () => {
    renderList([page(null, [product(1), product(2)], 'c2'), page('c2', [product(3)], null)]);
    expect(skeletons()).toBeGreaterThanOrEqual(5);
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeInTheDocument();
    expect(skeletons()).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Product 1', 'Product 2', 'Product 3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the 5 skeletons when there is nothing approved yet', async () => {
    renderList([page(null, [], null)]);
    expect(await screen.findByText(/No listings yet/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'New listings' }).children).toHaveLength(5);
  });

  it("puts the wishlist heart on other students' listings, not on the signed-in student's own", async () => {
    const mine = cardProduct({ id: 'p9', title: 'My kettle', sellerId: member.id });
    renderWithApp(<NewListings />, { mocks: [page(null, [product(1), mine], null)] });
    const kettle = (await screen.findByRole('link', { name: 'My kettle' })).closest('article') as HTMLElement;
    expect(within(kettle).queryByRole('button')).toBeNull();
    const first = screen.getByRole('link', { name: 'Product 1' }).closest('article') as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Add to wishlist: Product 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a failure in the calm retry alert every other list has, with Try again', async () => {
    renderList([
      {
        request: { query: BrowseProductsDocument, variables: { filter: {}, first: HOME_PAGE_SIZE } },
        error: new Error('offline'),
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching approved products');
    expect(alert).toHaveClass('MuiAlert-root');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
