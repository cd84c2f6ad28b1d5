import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  Availability,
  ProductStatus,
  ReportAction,
  ReportReason,
  ReportedProductsDocument,
  ResolveReportsDocument,
} from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { admin } from '../../testing/users';
import ReportsPage, { PAGE_SIZE } from './ReportsPage';

const ID = '0190a4e6-0000-7000-8000-0000000000cc';
const AT = new Date(Date.now() - 3600_000).toISOString();

const entry = {
  __typename: 'ReportedProduct' as const,
  reportCount: 2,
  firstReportedAt: AT,
  reasons: [{ __typename: 'ReportReasonCount' as const, reason: ReportReason.Scam, count: 2 }],
  reports: [
    {
      __typename: 'ProductReport' as const,
      reason: ReportReason.Scam,
      details: 'Wants payment first',
      reporterId: 'r1',
      reporterName: 'Vivaan Reddy',
      reportedAt: AT,
    },
    {
      __typename: 'ProductReport' as const,
      reason: ReportReason.Scam,
      details: null,
      reporterId: 'r2',
      reporterName: 'Ananya Iyer',
      reportedAt: AT,
    },
  ],
  product: {
    __typename: 'Product' as const,
    id: ID,
    title: 'Smartwatch',
    effectivePrice: 2500,
    status: ProductStatus.Approved,
    availability: Availability.Available,
    hiddenByReports: false,
    images: [],
    seller: { __typename: 'User' as const, id: 's1', name: 'Ishaan Gupta' },
  },
};

const queue = (nodes: (typeof entry)[]): MockLink.MockedResponse => ({
  request: { query: ReportedProductsDocument, variables: { first: PAGE_SIZE } },
  result: {
    data: {
      reportedProducts: {
        __typename: 'ReportedProductConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes,
      },
    },
  },
});

const takenDown: MockLink.MockedResponse = {
  request: {
    query: ResolveReportsDocument,
    variables: { input: { productId: ID, action: ReportAction.TakeDown, reason: 'Counterfeit' } },
  },
  result: {
    data: {
      resolveReports: {
        __typename: 'ProductPayload',
        message: 'The listing was taken down',
        product: {
          __typename: 'Product',
          id: ID,
          status: ProductStatus.Rejected,
          rejectionReason: 'Counterfeit',
          hiddenByReports: false,
        },
      },
    },
  },
};

describe('ReportsPage', () => {
  it('lists a reported listing with its count, reasons, details and reporters', async () => {
    renderWithApp(<ReportsPage />, { user: admin, mocks: [queue([entry])] });
    const card = await screen.findByRole('listitem', { name: 'Smartwatch' });
    expect(within(card).getByText('2 reports')).toBeInTheDocument();
    expect(within(card).getByText('Scam or fraud × 2')).toBeInTheDocument();
    expect(within(card).getByText('Vivaan Reddy')).toBeInTheDocument();
    expect(within(card).getByText(/Wants payment first/)).toBeInTheDocument();
    expect(within(card).getByText('Ananya Iyer')).toBeInTheDocument();
  });

  it('takes a listing down only with a reason, then it leaves the list', async () => {
    renderWithApp(<ReportsPage />, { user: admin, mocks: [queue([entry]), takenDown] });
    const card = await screen.findByRole('listitem', { name: 'Smartwatch' });
    await userEvent.click(within(card).getByRole('button', { name: 'Take down' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down “Smartwatch”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('Give the seller a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Counterfeit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('The listing was taken down')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Smartwatch' })).not.toBeInTheDocument());
    expect(screen.getByText('No reported listings')).toBeInTheDocument();
  });

  it('says so when nothing is reported', async () => {
    renderWithApp(<ReportsPage />, { user: admin, mocks: [queue([])] });
    expect(await screen.findByText('No reported listings')).toBeInTheDocument();
  });
});
