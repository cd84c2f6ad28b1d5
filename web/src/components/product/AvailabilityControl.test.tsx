import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Availability, ProductStatus, SetProductAvailabilityDocument } from '../../graphql/generated';
import { renderWithApp } from '../../testing/render';
import { AvailabilityBadge } from './AvailabilityBadge';
import { AvailabilityControl } from './AvailabilityControl';

const ID = '0190a4e6-0000-7000-8000-0000000000aa';

function answer(availability: Availability, message: string): MockLink.MockedResponse & { called: () => boolean } {
  let called = false;
  return {
    request: { query: SetProductAvailabilityDocument, variables: { id: ID, availability } },
    result: () => {
      called = true;
      return {
        data: {
          setProductAvailability: {
            __typename: 'ProductPayload',
            message,
            product: {
              __typename: 'Product',
              id: ID,
              status: ProductStatus.Approved,
              availability,
              updatedAt: '2026-11-20T08:00:00.000Z',
            },
          },
        },
      };
    },
    called: () => called,
  };
}

const product = (availability: Availability) => ({ id: ID, title: 'Desk lamp', availability });

describe('AvailabilityControl', () => {
  it('marks an available listing reserved at once and says so', async () => {
    const reserve = answer(Availability.Reserved, 'The product is now marked reserved');
    renderWithApp(<AvailabilityControl product={product(Availability.Available)} />, { mocks: [reserve] });
    await userEvent.click(screen.getByRole('button', { name: 'Mark reserved: Desk lamp' }));
    expect(await screen.findByText('The product is now marked reserved')).toBeInTheDocument();
    expect(reserve.called()).toBe(true);
  });

  it('offers a reserved listing back as available', () => {
    renderWithApp(<AvailabilityControl product={product(Availability.Reserved)} />);
    expect(screen.getByRole('button', { name: 'Mark available: Desk lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark reserved: Desk lamp' })).not.toBeInTheDocument();
  });

  it('asks before marking sold, since it is final; Cancel changes nothing', async () => {
    const sell = answer(Availability.Sold, 'The product is now marked sold');
    renderWithApp(<AvailabilityControl product={product(Availability.Available)} />, { mocks: [sell] });
    await userEvent.click(screen.getByRole('button', { name: 'Mark sold: Desk lamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Desk lamp” as sold?' });
    expect(dialog).toHaveTextContent(/This is final/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sell.called()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Mark sold: Desk lamp' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark sold' }));
    expect(await screen.findByText('The product is now marked sold')).toBeInTheDocument();
    expect(sell.called()).toBe(true);
  });

  it('shows the server refusal without raw error text', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: SetProductAvailabilityDocument, variables: { id: ID, availability: Availability.Reserved } },
      result: {
        errors: [
          {
            message: 'This product is sold: that is final, so it can no longer be changed',
            extensions: { code: 'CONFLICT' },
          },
        ],
      },
    };
    renderWithApp(<AvailabilityControl product={product(Availability.Available)} />, { mocks: [refused] });
    await userEvent.click(screen.getByRole('button', { name: 'Mark reserved: Desk lamp' }));
    expect(await screen.findByText('Could not change the listing.')).toBeInTheDocument();
    expect(screen.getByText('This product is sold: that is final, so it can no longer be changed')).toBeInTheDocument();
  });

  it('has nothing to offer on a sold listing', () => {
    renderWithApp(<AvailabilityControl product={product(Availability.Sold)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('AvailabilityBadge', () => {
  it('reads Reserved or Sold, and nothing for an available listing', () => {
    const { rerender } = renderWithApp(<AvailabilityBadge availability={Availability.Reserved} />);
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    rerender(<AvailabilityBadge availability={Availability.Sold} />);
    expect(screen.getByText('Sold')).toBeInTheDocument();
    rerender(<AvailabilityBadge availability={Availability.Available} />);
    expect(screen.queryByText(/Reserved|Sold/)).not.toBeInTheDocument();
  });
});
