import '@testing-library/jest-dom/jest-globals';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  BrowseProductsDocument,
  Category,
  Condition,
  ProductSort,
  type ProductFilter,
} from '../../../graphql/generated';
import { cardProduct } from '../../../testing/products';
import { screenWidth } from '../../../testing/screenWidth';
import CategoryPage, { CATEGORY_PAGE_SIZE } from './CategoryPage';
import { renderWithApp } from '../../../testing/render';

function page(filter: ProductFilter, sort: ProductSort, nodes = [cardProduct()]): MockLink.MockedResponse {
  return {
    request: { query: BrowseProductsDocument, variables: { filter, sort, first: CATEGORY_PAGE_SIZE, counted: true } },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          totalCount: nodes.length,
          totalCountCapped: false,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    },
  };
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<CategoryPage />, { mocks, user: null, path, route: '/category/:category' });
}

const where = () => screen.getByTestId('where').textContent;

describe('CategoryPage', () => {
  // A desktop: the filter panel is drawn with the page (FilterPanel.test.tsx covers phones).
  let restore = () => {};
  beforeAll(() => {
    restore = screenWidth(1280);
  });
  afterAll(() => restore());

  it('draws its frame at once, with 5 skeleton cards where the list will be, then the cards', async () => {
    renderAt('/category/electronics', [page({ category: Category.Electronics }, ProductSort.Newest)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument();
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading products');
    expect(within(loading).getByRole('list').children).toHaveLength(5);
    expect(await screen.findByRole('link', { name: 'Casio FX-991EX calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads its filters and sort from the URL and asks the server for them', async () => {
    renderAt('/category/electronics?maxPrice=5000&condition=used&sort=price_asc', [
      page({ category: Category.Electronics, maxPrice: 5000, condition: Condition.Used }, ProductSort.PriceAsc),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument();
    expect(await screen.findByText('Found 1 products in "Electronics"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casio FX-991EX calculator' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Used' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Max price (₹)' })).toHaveValue(5000);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: Low to High');
  });

  it('puts a changed filter into the URL, and Clear Filters keeps the category', async () => {
    const user = userEvent.setup();
    renderAt('/category/Electronics?condition=used', [
      page({ category: Category.Electronics, condition: Condition.Used }, ProductSort.Newest),
      page({ category: Category.Electronics, condition: Condition.New }, ProductSort.Newest),
      page({ category: Category.Electronics }, ProductSort.Newest, []),
    ]);
    await screen.findByText('Found 1 products in "Electronics"');
    await user.click(screen.getByRole('radio', { name: 'New' }));
    expect(where()).toBe('/category/Electronics?condition=new');
    await screen.findByText('Found 1 products in "Electronics"');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(where()).toBe('/category/Electronics');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or check back later for new listings.')).toBeInTheDocument();
  });

  it('goes to another category from the selector, keeping the filters', async () => {
    const user = userEvent.setup();
    renderAt('/category/Electronics?sort=price_desc', [
      page({ category: Category.Electronics }, ProductSort.PriceDesc),
      page({ category: Category.Books }, ProductSort.PriceDesc, []),
    ]);
    await screen.findByText('Found 1 products in "Electronics"');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Books' }));
    expect(where()).toBe('/category/Books?sort=price_desc');
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('"Available only" asks for available listings and is kept in the URL; off again, it leaves the URL', async () => {
    const user = userEvent.setup();
    renderAt('/category/Furniture?availableOnly=true', [
      page({ category: Category.Furniture, availableOnly: true }, ProductSort.Newest),
      page({ category: Category.Furniture }, ProductSort.Newest),
      page({ category: Category.Furniture, availableOnly: true }, ProductSort.Newest),
    ]);
    await screen.findByText('Found 1 products in "Furniture"');
    const toggle = screen.getByRole('switch', { name: 'Available only' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(where()).toBe('/category/Furniture');
    await screen.findByText('Found 1 products in "Furniture"');
    await user.click(screen.getByRole('switch', { name: 'Available only' }));
    expect(where()).toBe('/category/Furniture?availableOnly=true');
    expect(screen.getByRole('switch', { name: 'Available only' })).toBeChecked();
  });

  it('shows the error text when the server fails', async () => {
    renderAt('/category/Clothing', [
      {
        request: {
          query: BrowseProductsDocument,
          variables: {
            filter: { category: Category.Clothing },
            sort: ProductSort.Newest,
            first: CATEGORY_PAGE_SIZE,
            counted: true,
          },
        },
        error: new Error('boom'),
      },
    ]);
    expect(await screen.findByText('Error fetching products. Please try again later.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category', () => {
    renderAt('/category/Toys', []);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found.' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    let back = () => {};
    beforeAll(() => {
      back = screenWidth(360);
    });
    afterAll(() => back());

    it('puts the name and count, the filters button and the sort in one header; the filters open in a sheet', async () => {
      const user = userEvent.setup();
      renderAt('/category/Electronics', [
        page({ category: Category.Electronics }, ProductSort.Newest),
        page({ category: Category.Electronics, condition: Condition.Used }, ProductSort.Newest),
      ]);
      expect(await screen.findByText('1 product')).toBeInTheDocument();
      const heading = screen.getByRole('heading', { level: 1, name: 'Electronics' });
      const header = heading.parentElement!.parentElement!;
      const filters = screen.getByRole('button', { name: 'Filters' });
      expect(header).toContainElement(filters);
      expect(header).toContainElement(screen.getByRole('combobox', { name: 'Sort by' }));
      expect(screen.queryByRole('radio', { name: 'Used' })).toBeNull();

      await user.click(filters);
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      await user.click(within(sheet).getByRole('radio', { name: 'Used' }));
      expect(where()).toBe('/category/Electronics?condition=used');
      expect(screen.getByRole('button', { name: 'Filters, 1 on', hidden: true })).toBeInTheDocument();
    });
  });
});
