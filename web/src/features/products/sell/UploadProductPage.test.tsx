import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AddProductDocument, Category, Condition, ProductStatus } from '../../../graphql/generated';
import UploadProductPage from './UploadProductPage';
import { renderWithApp } from '../../../testing/render';
import { actAsync } from '../../../testing/actAsync';

const stored = {
  url: '/uploads/products/a-1024.webp',
  medium: '/uploads/products/a-480.webp',
  thumbnail: '/uploads/products/a-160.webp',
};

/** The server's upload route, answering at once. */
class InstantUploadXhr {
  status = 201;
  responseText = JSON.stringify({ message: 'Image uploaded', ...stored, width: 800, height: 600 });
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror = null;
  onabort = null;
  open() {}
  setRequestHeader() {}
  send() {
    setTimeout(() => this.onload?.(), 0);
  }
  abort() {}
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = InstantUploadXhr as unknown as typeof XMLHttpRequest;
  // A small JPEG needs no resizing, so compressImage only decodes it (jsdom cannot).
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = () =>
    Promise.resolve({
      width: 800,
      height: 600,
      close() {},
    });
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  window.scrollTo = () => {};
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const input = {
  title: 'Casio FX-991EX',
  description: 'Scientific calculator.',
  price: 1200,
  discountedPrice: 999,
  discountPeriod: 7,
  category: Category.Electronics,
  condition: Condition.LikeNew,
  negotiable: false,
  quantity: 1,
  deliveryType: null,
  location: null,
  paymentMethods: [],
  images: [stored.url],
};

const added: MockLink.MockedResponse = {
  request: { query: AddProductDocument, variables: { input } },
  result: {
    data: {
      addProduct: {
        __typename: 'ProductPayload',
        message: 'Your product has been sent for review',
        product: {
          __typename: 'Product',
          id: 'p1',
          ...input,
          status: ProductStatus.Pending,
          rejectionReason: null,
          sellerId: 'u1',
          images: [{ __typename: 'ProductImage', ...stored }],
        },
      },
    },
  },
};

const refused: MockLink.MockedResponse = {
  request: added.request,
  result: {
    errors: [
      {
        message: 'Check the highlighted fields',
        extensions: { code: 'BAD_USER_INPUT', fields: { title: 'A product with this title is already listed' } },
      },
    ],
  },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<UploadProductPage />, { mocks, user: null, path: '/user-products/upload' });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), input.title);
  await user.type(screen.getByLabelText('Description'), input.description);
  await user.type(screen.getByLabelText('Price'), '1200');
  await user.click(screen.getByRole('button', { name: /more options/i }));
  await user.type(screen.getByLabelText('Discounted Price'), '999');
  await user.type(screen.getByLabelText('Discount Period (days)'), '7');
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Electronics' }));
  await user.click(screen.getByRole('combobox', { name: 'Condition' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Like New' }));
  const file = document.querySelector('input[type="file"]') as HTMLInputElement;
  await actAsync(() => {
    Object.defineProperty(file, 'files', {
      configurable: true,
      value: [new File(['jpeg'], 'photo-1.jpg', { type: 'image/jpeg' })],
    });
    file.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const button = screen.getByRole('button', { name: 'Post listing' });
  // The photo is read and uploaded first: wait for that (the button turns enabled), not for a time.
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('UploadProductPage', () => {
  it('sends the product with its uploaded photo, says it is in review and clears the form', async () => {
    const user = userEvent.setup();
    renderPage([added]);
    await fillAndSubmit(user);
    expect(await screen.findByText('Your product has been sent for review')).toBeInTheDocument();
    expect(screen.getByText('Successful')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /photo-1\.jpg/ })).not.toBeInTheDocument();
    // The toast links to the new listing.
    await user.click(screen.getByRole('link', { name: 'View listing' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/product/p1'));
    await waitFor(() => expect(screen.queryByText('Your product has been sent for review')).not.toBeInTheDocument());
  });

  it('is called "Sell an item", in its heading and the document title', () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sell an item' })).toBeInTheDocument();
    expect(document.title).toBe('Sell an item · Campus Market');
  });

  it("shows 'Failed to add Product' with the server's words and marks the field", async () => {
    const user = userEvent.setup();
    renderPage([refused]);
    await fillAndSubmit(user);
    expect(await screen.findByText('Failed to add Product')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
    expect(screen.getByText('A product with this title is already listed')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(input.title);
  });
});
