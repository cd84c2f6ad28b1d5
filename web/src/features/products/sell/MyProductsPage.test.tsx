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

  it("puts a phone's actions behind one button and a menu: Edit, then Mark reserved, Mark sold and Delete", async () => {
    const user = userEvent.setup();
    let sent = 0;
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteProductDocument, variables: { id: 'p2' } },
      result: () => {
        sent += 1;
        return { data: { deleteProduct: { __typename: 'MessagePayload', message: 'Product deleted successfully.' } } };
      },
    };
    renderPage([mine, deleted]);
    const row = (await screen.findByRole('link', { name: 'Desk lamp' })).closest('li') as HTMLElement;
    const phone = within(row).getByTestId('phone-actions');
    // What a phone shows of the row's actions: the one button and the menu's button.
    expect(
      within(phone)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Edit Desk lamp']);
    expect(
      within(phone)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['More actions: Desk lamp']);
    await user.click(within(phone).getByRole('button', { name: 'More actions: Desk lamp' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mark reserved', 'Mark sold…', 'Delete…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Desk lamp”?' });
    expect(sent).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully.')).toBeInTheDocument();
    expect(sent).toBe(1);
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
