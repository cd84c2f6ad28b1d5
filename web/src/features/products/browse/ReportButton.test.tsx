import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ProductReportStateDocument, ReportProductDocument, ReportReason } from '../../../graphql/generated';
import { renderWithApp } from '../../../testing/render';
import { member } from '../../../testing/users';
import { ReportButton } from './ReportButton';

const ID = '0190a4e6-0000-7000-8000-0000000000bb';
const SELLER = '0190a4e6-0000-7000-8000-000000000005';
const product = { id: ID, title: 'Too cheap phone', sellerId: SELLER };

const state = (reportedByMe: boolean): MockLink.MockedResponse => ({
  request: { query: ProductReportStateDocument, variables: { id: ID } },
  result: { data: { product: { __typename: 'Product', id: ID, reportedByMe } } },
});

function reported(details: string | null): MockLink.MockedResponse & { called: () => boolean } {
  let called = false;
  return {
    request: {
      query: ReportProductDocument,
      variables: { input: { productId: ID, reason: ReportReason.Scam, details } },
    },
    result: () => {
      called = true;
      return {
        data: {
          reportProduct: {
            __typename: 'MessagePayload',
            message: 'Thank you: the moderators will look at your report',
          },
        },
      };
    },
    called: () => called,
  };
}

describe('ReportButton', () => {
  it('asks for a reason, sends it with the details, toasts, and then says "You reported this"', async () => {
    const send = reported('Asks for UPI first');
    renderWithApp(<ReportButton product={product} />, { mocks: [state(false), send] });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report “Too cheap phone”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(send.called()).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Asks for UPI first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: the moderators will look at your report')).toBeInTheDocument();
    expect(send.called()).toBe(true);
    expect(await screen.findByText(/You reported this listing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('says "You reported this" from the start when the server says so', async () => {
    renderWithApp(<ReportButton product={product} />, { mocks: [state(true)] });
    expect(await screen.findByText(/You reported this listing/)).toBeInTheDocument();
  });

  it('shows nothing to visitors and to the seller', () => {
    const { unmount } = renderWithApp(<ReportButton product={product} />, { user: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<ReportButton product={{ ...product, sellerId: member.id }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a refusal (already reported) as the server says it', async () => {
    const refused: MockLink.MockedResponse = {
      request: {
        query: ReportProductDocument,
        variables: { input: { productId: ID, reason: ReportReason.Scam, details: null } },
      },
      result: { errors: [{ message: 'You have already reported this listing', extensions: { code: 'CONFLICT' } }] },
    };
    renderWithApp(<ReportButton product={product} />, { mocks: [state(false), refused] });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Could not send your report.')).toBeInTheDocument();
    expect(screen.getByText('You have already reported this listing')).toBeInTheDocument();
  });
});
