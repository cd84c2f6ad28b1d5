import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  Category,
  Condition,
  DeleteProductDocument,
  MyProductsDocument,
  ProductStatus,
  Role,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { AuthContext } from '../../../app/auth/authContext';
import MyProductsPage from './MyProductsPage';
import { ToastHost } from '../../../lib/toastHost';

const seller: SessionUserFragment = {
  id: 'u1',
  name: 'Aarav Sharma',
  email: 'aarav@college.edu',
  collegeId: '21CS1001',
  role: Role.User,
  isVerified: true,
  profilePic: null,
  phoneNumber: null,
  whatsAppNumber: null,
  instagramHandle: null,
  blockAddress: null,
  showContactDetails: false,
};

function node(id: string, title: string, status: ProductStatus, rejectionReason: string | null = null) {
  return {
    __typename: 'Product',
    id,
    title,
    description: 'Barely used.',
    price: 1200,
    discountedPrice: null,
    discountActive: false,
    discountEndsAt: null,
    effectivePrice: 1200,
    percentOff: null,
    quantity: 1,
    deliveryType: null,
    category: Category.Electronics,
    condition: Condition.Used,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    images: [],
    rejectionReason,
  };
}

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
  return render(
    <AuthContext.Provider value={{ status: 'signedIn', user: seller, refresh: () => Promise.resolve() }}>
      <MockedProvider mocks={mocks}>
        <>
          <MemoryRouter initialEntries={['/user-products']}>
            <MyProductsPage />
          </MemoryRouter>
          <ToastHost />
        </>
      </MockedProvider>
    </AuthContext.Provider>,
  );
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
