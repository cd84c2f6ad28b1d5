import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Category, SaveSearchDocument, type SavedSearchFilter } from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { sessionUser } from '../../testing/users';
import { SaveSearchButton } from './SaveSearchButton';

const filter: SavedSearchFilter = { search: 'bicycle', category: Category.Miscellaneous, maxPrice: 3000 };

function saved(name: string): MockLink.MockedResponse {
  return {
    request: { query: SaveSearchDocument, variables: { input: { name, filter } } },
    result: {
      data: {
        saveSearch: {
          __typename: 'SavedSearchPayload',
          message: 'Search saved',
          savedSearch: {
            __typename: 'SavedSearch',
            id: 's1',
            name,
            link: '/search?query=bicycle&category=Miscellaneous&maxPrice=3000',
            createdAt: '2026-11-27T07:00:00.000Z',
            filter: {
              __typename: 'SavedSearchCriteria',
              search: 'bicycle',
              category: Category.Miscellaneous,
              condition: null,
              minPrice: null,
              maxPrice: 3000,
            },
          },
        },
      },
    },
  };
}

describe('SaveSearchButton', () => {
  it('asks for a name, prefilled, and saves the page filter under it', async () => {
    const user = userEvent.setup();
    renderWithApp(<SaveSearchButton filter={filter} defaultName="bicycle" />, { mocks: [saved('Cheap bikes')] });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(dialog).toContainElement(name);
    expect(name).toHaveValue('bicycle');
    await user.clear(name);
    await user.type(name, 'Cheap bikes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why the server refused (the 21st search)', async () => {
    const user = userEvent.setup();
    const full: MockLink.MockedResponse = {
      request: { query: SaveSearchDocument, variables: { input: { name: 'bicycle', filter } } },
      result: {
        errors: [
          new GraphQLError('You can keep at most 20 saved searches. Delete one first.', {
            extensions: { code: 'CONFLICT' },
          }),
        ],
      },
    };
    renderWithApp(<SaveSearchButton filter={filter} defaultName="bicycle" />, { mocks: [full] });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can keep at most 20 saved searches. Delete one first.')).toBeInTheDocument();
  });

  it('wants a name before asking the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<SaveSearchButton filter={filter} defaultName="bicycle" />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the search a name')).toBeInTheDocument();
  });

  it("opens afresh each time: a name typed and cancelled is gone, the page's name is back", async () => {
    const user = userEvent.setup();
    renderWithApp(<SaveSearchButton filter={filter} defaultName="bicycle" />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' to sell');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('bicycle');
  });

  it('sends a visitor to log in, and an unverified user to verify', async () => {
    const user = userEvent.setup();
    const visitor = renderWithApp(<SaveSearchButton filter={filter} defaultName="x" />, {
      user: null,
      path: '/search?query=x',
    });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    visitor.unmount();
    renderWithApp(<SaveSearchButton filter={filter} defaultName="x" />, {
      user: sessionUser({ isVerified: false }),
      path: '/search?query=x',
    });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/verify-email');
  });
});
