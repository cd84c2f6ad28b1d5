import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OFFER_MESSAGES } from './chatText';
import { OfferDialog } from './OfferDialog';

function renderDialog(onOffer: (amount: number) => Promise<unknown>) {
  let closed = 0;
  render(
    <OfferDialog open onClose={() => (closed += 1)} productTitle="Hero cycle" maxAmount={2500} onOffer={onOffer} />,
  );
  return { closed: () => closed };
}

describe('OfferDialog', () => {
  it('refuses 0, a third decimal and more than the price before sending, with the server’s words', async () => {
    const user = userEvent.setup();
    const sent: number[] = [];
    renderDialog((amount) => {
      sent.push(amount);
      return Promise.resolve();
    });
    const field = screen.getByRole('textbox', { name: 'Your offer' });
    const send = screen.getByRole('button', { name: 'Send offer' });
    await user.type(field, '0');
    await user.click(send);
    expect(await screen.findByText(OFFER_MESSAGES.positive)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12.345');
    await user.click(send);
    expect(await screen.findByText(OFFER_MESSAGES.decimals)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2600');
    await user.click(send);
    expect(await screen.findByText(OFFER_MESSAGES.aboveMax(2500))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends an amount within the rules and closes', async () => {
    const user = userEvent.setup();
    const sent: number[] = [];
    const dialog = renderDialog((amount) => {
      sent.push(amount);
      return Promise.resolve();
    });
    await user.type(screen.getByRole('textbox', { name: 'Your offer' }), '2499.50');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(sent).toEqual([2499.5]);
    expect(dialog.closed()).toBe(1);
  });

  it('shows the server’s 400 on the field and stays open', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(() =>
      Promise.reject(
        new CombinedGraphQLErrors({
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fields: { amount: 'An offer is at most the price, ₹2,000' } },
            }),
          ],
        }),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Your offer' }), '2400');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('An offer is at most the price, ₹2,000')).toBeInTheDocument();
    expect(dialog.closed()).toBe(0);
  });
});
