import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Availability, ProfileSoldProductsDocument } from '../../graphql/generated';
import { cardProduct } from '../../testing/products';
import { renderWithApp } from '../../testing/render';
import { PRODUCTS_PAGE_SIZE } from './ProfileProducts';
import { ProfileSoldProducts } from './ProfileSoldProducts';

const SELLER = '0190a4e6-0000-7000-8000-000000000005';

function soldList(nodes: ReturnType<typeof cardProduct>[]): MockLink.MockedResponse {
  return {
    request: { query: ProfileSoldProductsDocument, variables: { sellerId: SELLER, first: PRODUCTS_PAGE_SIZE } },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    },
  };
}

describe('ProfileSoldProducts', () => {
  it('lists the seller’s sold listings under "Sold", each card marked Sold and opening its page', async () => {
    const chair = cardProduct({ id: '0190a4e6-0000-7000-8000-0000000000c1', title: 'Folding chair' });
    renderWithApp(<ProfileSoldProducts sellerId={SELLER} />, {
      user: null,
      mocks: [soldList([{ ...chair, availability: Availability.Sold }])],
    });
    const section = await screen.findByRole('region', { name: 'Sold' });
    expect(section).toHaveTextContent('(1)');
    const card = within(section).getByRole('article');
    expect(within(card).getByText('Sold')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Folding chair' })).toHaveAttribute('href', `/product/${chair.id}`);
  });
});
