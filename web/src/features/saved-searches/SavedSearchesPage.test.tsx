import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  Category,
  Condition,
  DeleteSavedSearchDocument,
  SavedSearchesDocument,
  type SavedSearchFieldsFragment,
} from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import SavedSearchesPage, { LIST_ERROR } from './SavedSearchesPage';

function savedSearch(id: string, name: string, filter: Partial<SavedSearchFieldsFragment['filter']>, link: string) {
  return {
    __typename: 'SavedSearch' as const,
    id,
    name,
    link,
    createdAt: '2026-11-27T07:00:00.000Z',
    filter: {
      __typename: 'SavedSearchCriteria' as const,
      search: null,
      category: null,
      condition: null,
      minPrice: null,
      maxPrice: null,
      ...filter,
    },
  };
}

const bikes = savedSearch(
  's1',
  'Cheap bikes',
  { search: 'bicycle', category: Category.Miscellaneous, condition: Condition.Used, maxPrice: 3000 },
  '/search?query=bicycle&category=Miscellaneous&condition=used&maxPrice=3000',
);
const books = savedSearch('s2', 'Books', { category: Category.Books, minPrice: 100 }, '/category/books');

const listIs = (savedSearches: unknown[]): MockLink.MockedResponse => ({
  request: { query: SavedSearchesDocument },
  result: { data: { savedSearches } },
});

describe('SavedSearchesPage', () => {
  it('lists each search with its filter in words; each opens its search', async () => {
    const user = userEvent.setup();
    renderWithApp(<SavedSearchesPage />, { mocks: [listIs([bikes, books])], path: '/saved-searches' });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const open = within(list).getByRole('link', { name: /Cheap bikes/ });
    expect(open).toHaveTextContent('“bicycle” · Miscellaneous · Used · up to ₹3,000');
    expect(within(list).getByRole('link', { name: /Books/ })).toHaveTextContent('Books · from ₹100');
    await user.click(open);
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/search?query=bicycle&category=Miscellaneous&condition=used&maxPrice=3000',
    );
  });

  it('deletes one after a confirmation: nothing is sent before it, then it leaves the list', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteSavedSearchDocument, variables: { id: 's1' } },
      result: () => {
        sent += 1;
        return { data: { deleteSavedSearch: { __typename: 'MessagePayload', message: 'Saved search deleted' } } };
      },
    };
    renderWithApp(<SavedSearchesPage />, { mocks: [listIs([bikes, books]), deleted], path: '/saved-searches' });
    await user.click(await screen.findByRole('button', { name: 'Delete saved search: Cheap bikes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Cheap bikes”?' });
    expect(sent).toBe(0);
    // The page behind the open dialog is hidden from assistive technology, but still there.
    expect(screen.getByRole('link', { name: /Cheap bikes/, hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Gone from the page, not merely hidden behind the closing dialog (which hides the page at once).
    await waitFor(() => expect(screen.queryByRole('link', { name: /Cheap bikes/, hidden: true })).toBeNull());
    expect(sent).toBe(1);
    expect(screen.getByRole('link', { name: /Books/ })).toBeInTheDocument();
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
  });

  it('keeps the search when the confirmation is cancelled, and sends nothing', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteSavedSearchDocument, variables: { id: 's1' } },
      result: () => {
        sent += 1;
        return { data: { deleteSavedSearch: { __typename: 'MessagePayload', message: 'Saved search deleted' } } };
      },
    };
    renderWithApp(<SavedSearchesPage />, { mocks: [listIs([bikes, books]), deleted], path: '/saved-searches' });
    await user.click(await screen.findByRole('button', { name: 'Delete saved search: Cheap bikes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Cheap bikes”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBe(0);
    expect(screen.getByRole('link', { name: /Cheap bikes/ })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    renderWithApp(<SavedSearchesPage />, { mocks: [listIs([])], path: '/saved-searches' });
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: SavedSearchesDocument },
      error: new Error('Network down'),
    };
    renderWithApp(<SavedSearchesPage />, { mocks: [failing], path: '/saved-searches' });
    expect(await screen.findByText(LIST_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
