import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  Category,
  Condition,
  PendingProductsDocument,
  ProductStatus,
  SetProductStatusDocument,
  type PendingProductRowFragment,
} from '../../graphql/generated';
import { PendingProductsPanel } from './PendingProductsPanel';
import { renderWithApp } from '../../testing/render';
import { admin } from '../../testing/users';

function row(id: string, title: string): PendingProductRowFragment {
  const value = {
    __typename: 'Product',
    id,
    title,
    description: `${title}, barely used.`,
    price: 500,
    condition: Condition.Used,
    category: Category.Electronics,
    status: ProductStatus.Pending,
    createdAt: '2026-11-20T10:00:00.000Z',
    images: [
      {
        __typename: 'ProductImage',
        thumbnail: `/uploads/products/${id}-160.webp`,
        medium: `/uploads/products/${id}-480.webp`,
      },
    ],
    seller: { __typename: 'User', id: 'u2', name: 'Diya Patel' },
  };
  return value;
}

const pending: MockLink.MockedResponse = {
  request: { query: PendingProductsDocument, variables: { first: 20 } },
  result: {
    data: {
      pendingProducts: {
        __typename: 'ProductConnection',
        totalCount: 2,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' },
        nodes: [row('q1', 'Physics textbook'), row('q2', 'Cycle')],
      },
    },
  },
};

function decided(
  id: string,
  status: ProductStatus,
  reason: string | null,
  answer: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: SetProductStatusDocument, variables: { input: { id, status, reason } } }, result: answer };
}

// On a profile (app/profile/ProfileRoutePage.test.tsx) a decision also refetches the profile's products:
// it drops the cached public lists (api/pendingCache.ts). Alone, the panel is all there is.
const renderAsAdmin = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<PendingProductsPanel />, { mocks, user: admin });

async function openPanel() {
  const user = userEvent.setup();
  const summary = await screen.findByRole('button', { name: /Pending Products/ });
  await waitFor(() => expect(summary).toHaveAccessibleName('Pending Products (2 waiting for review)'));
  expect(summary).toHaveAttribute('aria-expanded', 'false');
  await user.click(summary);
  expect(summary).toHaveAttribute('aria-expanded', 'true');
  return user;
}

describe('Pending Products panel (admins, on any profile)', () => {
  it('shows the count badge, then the products with View, Accept and Reject', async () => {
    renderAsAdmin([pending]);
    await openPanel();
    // The badge shows the count (it is aria-hidden: the summary's hidden text says it instead).
    expect(document.querySelector('.MuiBadge-badge')).toHaveTextContent('2');
    const list = screen.getByRole('list', { name: 'Pending products' });
    expect(within(list).getByText('Physics textbook')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Physics textbook' })).toHaveAttribute('href', '/product/q1');
    expect(within(list).getByRole('button', { name: 'Accept Physics textbook' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reject Cycle' })).toBeInTheDocument();
  });

  it('takes an accepted product out at once and shows the server message', async () => {
    renderAsAdmin([
      pending,
      decided('q1', ProductStatus.Approved, null, {
        data: {
          setProductStatus: {
            __typename: 'ProductPayload',
            message: 'Successfully Approved the product',
            product: { __typename: 'Product', id: 'q1', status: ProductStatus.Approved, rejectionReason: null },
          },
        },
      }),
    ]);
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Accept Physics textbook' }));
    expect(screen.queryByText('Physics textbook')).not.toBeInTheDocument();
    expect(await screen.findByText('Successfully Approved the product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pending Products/ })).toHaveAccessibleName(
      'Pending Products (1 waiting for review)',
    );
    expect(screen.getByText('Cycle')).toBeInTheDocument();
  });

  it('rejects with an optional reason', async () => {
    renderAsAdmin([
      pending,
      decided('q2', ProductStatus.Rejected, 'Blurry photo', {
        data: {
          setProductStatus: {
            __typename: 'ProductPayload',
            message: 'Successfully Rejected the product',
            product: {
              __typename: 'Product',
              id: 'q2',
              status: ProductStatus.Rejected,
              rejectionReason: 'Blurry photo',
            },
          },
        },
      }),
    ]);
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Reject Cycle' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Blurry photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Successfully Rejected the product')).toBeInTheDocument();
    expect(screen.queryByText('Cycle')).not.toBeInTheDocument();
  });

  it('puts the row back and says why when the server refuses', async () => {
    renderAsAdmin([
      pending,
      decided('q1', ProductStatus.Approved, null, {
        errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    ]);
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Accept Physics textbook' }));
    expect(await screen.findByText('Failed to update product status.')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(await screen.findByText('Physics textbook')).toBeInTheDocument();
  });

  it("says 'Failed to load pending products.' when they cannot be fetched", async () => {
    renderAsAdmin([
      { request: { query: PendingProductsDocument, variables: { first: 20 } }, error: new Error('Network down') },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Pending Products/ }));
    expect(await screen.findByText('Failed to load pending products.')).toBeInTheDocument();
  });
});
