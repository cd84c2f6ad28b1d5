import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { DeleteProductDocument, MyProductsDocument, ProductStatus } from '../../../graphql/generated';
import MyProductsPage from './MyProductsPage';
import { productRow } from '../../../testing/products';
import { renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';

const seller = sessionUser({ id: 'u1', phoneNumber: null, instagramHandle: null, blockAddress: null });

const node = (id: string, title: string, status: ProductStatus, rejectionReason: string | null = null) =>
  productRow(id, title, status, rejectionReason, { description: 'Barely used.' });

const mine: MockLink.MockedResponse = {
  request: { query: MyProductsDocument, variables: { sellerId: 'u1', first: 20 } },
  result: {
    data: {
      products: {
        __typename: 'ProductConnection',
        totalCount: 3,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c3' },
        nodes: [
          node('p1', 'Casio calculator', ProductStatus.Pending),
          node('p2', 'Desk lamp', ProductStatus.Approved),
          node('p3', 'Room near gate 2', ProductStatus.Rejected, 'Add a photo of the room'),
        ],
      },
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<MyProductsPage />, { mocks, user: seller, path: '/user-products' });
}

describe('MyProductsPage', () => {
  it("shows the seller's products in every status, the rejection reason and edit links", async () => {
    renderPage([mine]);
    expect(await screen.findByRole('link', { name: 'Casio calculator' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Add a photo of the room\./)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Edit Casio calculator' })[0]).toHaveAttribute(
      'href',
      '/edit-product/p1',
    );
  });

  it('offers a rejected listing Edit and resubmit beside Delete, under its reason', async () => {
    renderPage([mine]);
    const row = (await screen.findByRole('link', { name: 'Room near gate 2' })).closest('li') as HTMLElement;
    expect(within(row).getByRole('note')).toHaveTextContent(
      'Reason: Add a photo of the room. Edit it to send it for review again.',
    );
    for (const edit of within(row).getAllByRole('link', { name: 'Edit and resubmit Room near gate 2' }))
      expect(edit).toHaveAttribute('href', '/edit-product/p3');
    expect(within(row).getAllByRole('button', { name: 'Delete Room near gate 2' }).length).toBeGreaterThan(0);
  });

  it('deletes a product after confirmation', async () => {
    const user = userEvent.setup();
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteProductDocument, variables: { id: 'p2' } },
      result: { data: { deleteProduct: { __typename: 'MessagePayload', message: 'Product deleted successfully.' } } },
    };
    renderPage([mine, deleted]);
    await screen.findByRole('link', { name: 'Desk lamp' });
    await user.click(screen.getAllByRole('button', { name: 'Delete Desk lamp' })[0]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Desk lamp' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casio calculator' })).toBeInTheDocument();
  });

  it('invites a seller with nothing listed to sell', async () => {
    const empty: MockLink.MockedResponse = {
      request: mine.request,
      result: {
        data: {
          products: {
            __typename: 'ProductConnection',
            totalCount: 0,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes: [],
          },
        },
      },
    };
    renderPage([empty]);
    expect(await screen.findByText('You have not listed anything yet')).toBeInTheDocument();
  });
});
