import '@testing-library/jest-dom/jest-globals';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { BrowseProductsDocument, Category, ProductSort, type ProductFilter } from '../../../graphql/generated';
import { CATEGORIES, categoryName, categoryPath } from '../../../lib/categories';
import { cardProduct } from '../../../testing/products';
import { screenWidth } from '../../../testing/screenWidth';
import SearchPage, { SEARCH_PAGE_SIZE } from './SearchPage';
import { renderWithApp } from '../../../testing/render';

function results(
  filter: ProductFilter,
  nodes = [cardProduct()],
  { totalCount = nodes.length, totalCountCapped = false } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: BrowseProductsDocument,
      variables: { filter, sort: ProductSort.Relevance, first: SEARCH_PAGE_SIZE, counted: true },
    },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          totalCount,
          totalCountCapped,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    },
  };
}

function renderAt(search: string, mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<SearchPage />, { mocks, user: null, path: `/search${search}`, route: '/search' });
}

describe('SearchPage', () => {
  // A desktop: the filter panel is drawn with the page (FilterPanel.test.tsx covers phones).
  let restore = () => {};
  beforeAll(() => {
    restore = screenWidth(1280);
  });
  afterAll(() => restore());

  it('finds by the query and narrows by the category in the URL', async () => {
    const user = userEvent.setup();
    renderAt('?query=casio', [
      results({ search: 'casio' }),
      results({ search: 'casio', category: Category.Books }, []),
    ]);
    expect(await screen.findByText('Found 1 result for "casio"')).toBeInTheDocument();
    // Headings in order (Lighthouse heading-order): no level skipped, an h2 over the cards' h3s.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    levels.forEach((level, i) => expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Books' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?query=casio&category=Books');
    expect(await screen.findByText('No listings match “casio”')).toBeInTheDocument();
    expect(screen.getByText('Try other words, or fewer filters.')).toBeInTheDocument();
  });

  it('"Available only" narrows the search and is kept in the URL beside the query', async () => {
    const user = userEvent.setup();
    renderAt('?query=chair', [
      results({ search: 'chair' }, [cardProduct(), cardProduct({ id: 'p2' })]),
      results({ search: 'chair', availableOnly: true }, []),
    ]);
    expect(await screen.findByText('Found 2 results for "chair"')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Available only' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?query=chair&availableOnly=true');
    expect(await screen.findByText('Try other words, or fewer filters.')).toBeInTheDocument();
  });

  it('says "1,000+" when the server stopped counting, and the exact count below that', async () => {
    const { unmount } = renderAt('?query=book', [
      results({ search: 'book' }, [cardProduct()], { totalCount: 1000, totalCountCapped: true }),
    ]);
    expect(await screen.findByText('Found 1,000+ results for "book"')).toBeInTheDocument();
    unmount();
    renderAt('?query=book', [results({ search: 'book' }, [cardProduct()], { totalCount: 999 })]);
    expect(await screen.findByText('Found 999 results for "book"')).toBeInTheDocument();
  });

  it('shows its error text', async () => {
    renderAt('?query=tv', [
      {
        request: {
          query: BrowseProductsDocument,
          variables: { filter: { search: 'tv' }, sort: ProductSort.Relevance, first: SEARCH_PAGE_SIZE, counted: true },
        },
        error: new Error('x'),
      },
    ]);
    expect(await screen.findByText('Error fetching products.')).toBeInTheDocument();
  });

  it('asks for words when there is no query', () => {
    renderAt('', []);
    expect(screen.getByText(/Type what you are looking for/)).toBeInTheDocument();
  });

  it('says "Found 2 results" for two', async () => {
    renderAt('?query=lamp', [results({ search: 'lamp' }, [cardProduct(), cardProduct({ id: 'p2' })])]);
    expect(await screen.findByText('Found 2 results for "lamp"')).toBeInTheDocument();
  });

  it('repeats the query of an empty search and suggests every category', async () => {
    const user = userEvent.setup();
    renderAt('?query=cycle', [results({ search: 'cycle' }, [])]);
    expect(await screen.findByText('No listings match “cycle”')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, try other words, or browse a category:')).toBeInTheDocument();
    const suggestions = within(screen.getByRole('list', { name: 'Browse a category' })).getAllByRole('link');
    expect(suggestions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      CATEGORIES.map((c) => [categoryName(c), categoryPath(c)]),
    );
    await user.click(screen.getByRole('link', { name: 'Electronics' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/category/Electronics');
  });
});

describe('SearchPage on a phone', () => {
  let restore = () => {};
  beforeAll(() => {
    restore = screenWidth(360);
  });
  afterAll(() => restore());

  it('says what was searched in its heading, with Filters and Sort beside it', async () => {
    renderAt('?query=casio', [results({ search: 'casio' })]);
    expect(await screen.findByText('Found 1 result for "casio"')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Search results for “casio”');
    // The heading's row holds the controls (no full-width buttons between it and the results).
    const row = heading.parentElement as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best match');
  });

  it('offers Clear filters in an empty result narrowed by filters, keeping the query', async () => {
    const user = userEvent.setup();
    renderAt('?query=cycle&category=Books', [
      results({ search: 'cycle', category: Category.Books }, []),
      results({ search: 'cycle' }),
    ]);
    expect(await screen.findByText('No listings match “cycle”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/\/search\?query=cycle$/);
    expect(await screen.findByText('Found 1 result for "cycle"')).toBeInTheDocument();
  });

  it('has no Clear filters when no filter is on', async () => {
    renderAt('?query=cycle', [results({ search: 'cycle' }, [])]);
    expect(await screen.findByText('No listings match “cycle”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
