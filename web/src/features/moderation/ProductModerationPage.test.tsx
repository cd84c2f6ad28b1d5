import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  Category,
  Condition,
  PendingProductsDocument,
  ProductStatus,
  Role,
  SetProductStatusDocument,
  type PendingProductRowFragment,
} from '../../graphql/generated';
import ProductModerationPage, { PAGE_SIZE } from './ProductModerationPage';
import { renderWithApp } from '../../testing/render';
import { sessionUser } from '../../testing/users';

function row(id: string, title: string, condition: Condition | null = Condition.Used): PendingProductRowFragment {
  // Nested __typenames are not in the generated types, but MockedProvider needs them.
  const value = {
    __typename: 'Product',
    id,
    title,
    description: `${title}, barely used.`,
    price: 1200,
    condition,
    category: condition ? Category.Electronics : Category.Rental,
    status: ProductStatus.Pending,
    createdAt: '2026-11-20T10:00:00.000Z',
    images: [
      {
        __typename: 'ProductImage',
        thumbnail: `/uploads/products/${id}-160.webp`,
        medium: `/uploads/products/${id}-480.webp`,
      },
    ],
    seller: { __typename: 'User', id: 'u1', name: 'Aarav Sharma' },
  };
  return value;
}

const pending: MockLink.MockedResponse = {
  request: { query: PendingProductsDocument, variables: { first: PAGE_SIZE } },
  result: {
    data: {
      pendingProducts: {
        __typename: 'ProductConnection',
        totalCount: 2,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' },
        nodes: [row('p1', 'Casio calculator'), row('p2', 'Room near gate 2', null)],
      },
    },
  },
};

function decided(id: string, status: ProductStatus, reason: string | null, message: string): MockLink.MockedResponse {
  return {
    request: { query: SetProductStatusDocument, variables: { input: { id, status, reason } } },
    result: {
      data: {
        setProductStatus: {
          __typename: 'ProductPayload',
          message,
          product: { __typename: 'Product', id, status, rejectionReason: reason },
        },
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[], signedInAs = 'moderator-1') {
  return renderWithApp(<ProductModerationPage />, {
    mocks,
    user: sessionUser({ id: signedInAs, role: Role.Moderator }),
    path: '/product-moderation',
  });
}

describe('ProductModerationPage', () => {
  it("offers no decision on the signed-in moderator's own listing", async () => {
    renderPage([pending], 'u1');
    const first = await screen.findByRole('listitem', { name: /Casio calculator/ });
    expect(within(first).queryByRole('button', { name: /approve/i })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /reject/i })).not.toBeInTheDocument();
    expect(within(first).getByText('Your listing: another moderator reviews it')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Casio calculator' })).toBeInTheDocument();
  });

  it('shows each pending product with its photo, price, category and condition, seller and date', async () => {
    renderPage([pending]);
    const first = await screen.findByRole('listitem', { name: /Casio calculator/ });
    expect(within(first).getByText('₹1,200')).toBeInTheDocument();
    expect(within(first).getByText('Electronics · Used')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('Aarav Sharma · 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2, name: 'Casio calculator' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Casio calculator' })).toHaveAttribute('href', '/product/p1');
    const photo = first.querySelector('img') as HTMLImageElement;
    expect(photo).toHaveAttribute('src', '/uploads/products/p1-480.webp');
    expect(within(screen.getByRole('listitem', { name: /Room near gate 2/ })).getByText('Rental')).toBeInTheDocument();
  });

  it('puts Reject first and Approve last, apart, so one is not tapped for the other', async () => {
    renderPage([pending]);
    const first = await screen.findByRole('listitem', { name: /Casio calculator/ });
    const buttons = within(first).getAllByRole('button', { name: /^(Reject|Approve) / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reject Casio calculator',
      'Approve Casio calculator',
    ]);
    expect(buttons[0].parentElement).toBe(buttons[1].parentElement);
    expect(getComputedStyle(buttons[0].parentElement as HTMLElement).justifyContent).toBe('space-between');
  });

  it('removes an approved row at once and shows the server message', async () => {
    const user = userEvent.setup();
    renderPage([pending, decided('p1', ProductStatus.Approved, null, 'Successfully Approved the product')]);
    const first = await screen.findByRole('listitem', { name: /Casio calculator/ });
    await user.click(within(first).getByRole('button', { name: /approve/i }));
    expect(screen.queryByRole('listitem', { name: /Casio calculator/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Successfully Approved the product')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Casio calculator/ })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /Room near gate 2/ })).toBeInTheDocument();
    expect(screen.getByText('1 waiting for review')).toBeInTheDocument();
  });

  it('rejects with the reason typed in the dialog', async () => {
    const user = userEvent.setup();
    renderPage([
      pending,
      decided('p2', ProductStatus.Rejected, 'Add a photo of the room', 'Successfully Rejected the product'),
    ]);
    const second = await screen.findByRole('listitem', { name: /Room near gate 2/ });
    await user.click(within(second).getByRole('button', { name: /reject/i }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Add a photo of the room');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Successfully Rejected the product')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Room near gate 2/ })).not.toBeInTheDocument();
  });

  it('puts the row back and says "Error: {message}" when the server refuses', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: {
        query: SetProductStatusDocument,
        variables: { input: { id: 'p1', status: ProductStatus.Approved, reason: null } },
      },
      result: { errors: [{ message: 'Only moderators and admins can do this', extensions: { code: 'FORBIDDEN' } }] },
    };
    renderPage([pending, refused]);
    const first = await screen.findByRole('listitem', { name: /Casio calculator/ });
    await user.click(within(first).getByRole('button', { name: /approve/i }));
    expect(await screen.findByText('Error: Only moderators and admins can do this')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: /Casio calculator/ })).toBeInTheDocument());
  });

  it('says so when nothing waits for review', async () => {
    const empty: MockLink.MockedResponse = {
      request: pending.request,
      result: {
        data: {
          pendingProducts: {
            __typename: 'ProductConnection',
            totalCount: 0,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes: [],
          },
        },
      },
    };
    renderPage([empty]);
    expect(await screen.findByText('No products waiting for review')).toBeInTheDocument();
  });

  it('shows a loading error as "Error: {message}"', async () => {
    renderPage([
      {
        request: pending.request,
        result: { errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] },
      },
    ]);
    expect(await screen.findByText('Error: Please sign in')).toBeInTheDocument();
  });
});
