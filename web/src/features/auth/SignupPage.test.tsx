import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { RosterNameDocument } from '../../graphql/generated';
import SignupPage from './SignupPage';
import { holdAnswers } from '../../testing/heldAnswers';
import { renderWithApp } from '../../testing/render';

const roster = (collegeId: string, rosterName: string | null): MockLink.MockedResponse => ({
  request: { query: RosterNameDocument, variables: { collegeId } },
  result: { data: { rosterName } },
});

function renderPage(mocks: MockLink.MockedResponse[], held?: ReturnType<typeof holdAnswers>) {
  return renderWithApp(<SignupPage />, { mocks, held, user: null });
}

describe('SignupPage', () => {
  it('clears a typed name when the registration id is not on the roster (docs/product.md#screens)', async () => {
    const user = userEvent.setup();
    renderPage([roster('99ZZ9999', null)]);
    await user.type(screen.getByLabelText('Full Name'), 'Someone Typed');
    await user.type(screen.getByLabelText('Registration Id'), '99ZZ9999');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue(''));
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('readonly');
  });

  it('keeps a name typed while the lookup of an id not on the roster was under way, at 150 ms a key', async () => {
    const user = userEvent.setup({ delay: 150 });
    const held = holdAnswers('RosterName');
    renderPage([roster('99ZZ9999', null)], held);
    await user.type(screen.getByLabelText('Registration Id'), '99ZZ9999');
    await user.tab(); // leaving the id starts its lookup
    const name = screen.getByLabelText('Full Name');
    await user.type(name, 'P');
    await held.answer('RosterName');
    await user.type(name, 'riya Raman');
    expect(name).toHaveValue('Priya Raman');
    expect(name).not.toHaveAttribute('readonly');
  });

  it('fills and locks the name when the id is on the roster', async () => {
    const user = userEvent.setup();
    renderPage([roster('23EC2001', 'Aditya Kapoor')]);
    await user.type(screen.getByLabelText('Registration Id'), '23EC2001');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Aditya Kapoor'));
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly');
  });
});
