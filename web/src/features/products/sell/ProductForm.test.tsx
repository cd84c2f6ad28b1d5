import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Category, Condition } from '../../../graphql/generated';
import { ProductForm, type ServerFieldErrors } from './ProductForm';
import { emptyProductForm, toAddProductInput, type ProductFormValues } from './productFormValues';

const photo = {
  url: '/uploads/products/a-1024.webp',
  medium: '/uploads/products/a-480.webp',
  thumbnail: '/uploads/products/a-160.webp',
};

function renderForm(onSubmit: (v: ProductFormValues) => Promise<ServerFieldErrors | undefined>, images = [photo]) {
  return render(
    <ProductForm
      initial={emptyProductForm}
      initialImages={images}
      onSubmit={onSubmit}
      onImageProblem={() => {}}
      submitLabel="Post listing"
      submittingLabel="Adding..."
    />,
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const moreOptions = () => screen.getByRole('button', { name: /more options/i });

async function fillValid(user: ReturnType<typeof userEvent.setup>, discount = true) {
  await user.type(screen.getByLabelText('Title'), 'Casio FX-991EX');
  await user.type(screen.getByLabelText('Description'), 'Scientific calculator, works perfectly.');
  await user.type(screen.getByLabelText('Price'), '1200');
  if (!discount) return;
  if (moreOptions().getAttribute('aria-expanded') === 'false') await user.click(moreOptions());
  await user.type(screen.getByLabelText('Discounted Price'), '999');
  await user.type(screen.getByLabelText('Discount Period (days)'), '7');
}

describe('ProductForm (upload rules, docs/product.md#screens)', () => {
  it('shows photos first, then title, price, category, condition and description; the rest under More options', () => {
    renderForm(() => Promise.resolve(undefined), []);
    const order = [
      screen.getByRole('button', { name: 'Add photos' }),
      screen.getByLabelText('Title'),
      screen.getByLabelText('Price'),
      screen.getByRole('combobox', { name: 'Category' }),
      screen.getByRole('combobox', { name: 'Condition' }),
      screen.getByLabelText('Description'),
      moreOptions(),
    ];
    for (const [i, el] of order.slice(1).entries())
      expect(order[i].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(moreOptions()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(moreOptions().getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByLabelText('Discounted Price'));
    expect(panel).not.toBeVisible();
  });

  it('requires the main fields and a photo, not the discount', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(undefined));
    renderForm(onSubmit, []);
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    for (const message of [
      'Title is required',
      'Description is required',
      'Price is required',
      'Category is required',
      'Condition is required',
      'Add at least one photo',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(/discount.* is required/i)).not.toBeInTheDocument();
    expect(moreOptions()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('posts without a discount: the empty fields say so and send none', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((_values: ProductFormValues) => Promise.resolve(undefined));
    renderForm(onSubmit);
    await fillValid(user, false);
    await choose(user, 'Category', 'Books');
    await choose(user, 'Condition', 'Used');
    await user.click(moreOptions());
    expect(screen.getAllByText('Leave empty for no discount')).toHaveLength(2);
    expect(screen.queryByText(/0 for no discount|same as the price/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(toAddProductInput(onSubmit.mock.calls[0][0])).toMatchObject({ discountedPrice: null, discountPeriod: 0 });
  });

  it('opens More options on a discount problem and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(undefined));
    renderForm(onSubmit);
    await fillValid(user, false);
    await choose(user, 'Category', 'Books');
    await choose(user, 'Condition', 'Used');
    await user.click(moreOptions());
    await user.type(screen.getByLabelText('Discounted Price'), '1200');
    await user.click(moreOptions());
    expect(moreOptions()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(await screen.findByText('Discounted price must be below the price')).toBeVisible();
    expect(screen.getByText('Enter for how many days, 1 to 365')).toBeInTheDocument();
    expect(moreOptions()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Discounted Price')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a period without a discounted price, and a period over a year', async () => {
    const user = userEvent.setup();
    renderForm(() => Promise.resolve(undefined));
    await user.click(moreOptions());
    await user.type(screen.getByLabelText('Discount Period (days)'), '400');
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(await screen.findByText('Enter the discounted price, or clear the days')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();
  });

  it('hides and clears Condition for a Rental, and submits without one', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((_values: ProductFormValues) => Promise.resolve(undefined));
    renderForm(onSubmit);
    await fillValid(user);
    await choose(user, 'Category', 'Electronics');
    await choose(user, 'Condition', 'Like New');
    await choose(user, 'Category', 'Rental');
    expect(screen.queryByRole('combobox', { name: 'Condition' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0][0];
    expect(values.category).toBe(Category.Rental);
    expect(values.condition).toBe('');
    expect(toAddProductInput(values)).toEqual({
      title: 'Casio FX-991EX',
      description: 'Scientific calculator, works perfectly.',
      price: 1200,
      discountedPrice: 999,
      discountPeriod: 7,
      category: Category.Rental,
      condition: null,
      negotiable: false,
      quantity: 1,
      deliveryType: null,
      location: null,
      paymentMethods: [],
      images: [photo.url],
    });
  });

  it('sends the chosen condition and the negotiable tick for other categories', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((_values: ProductFormValues) => Promise.resolve(undefined));
    renderForm(onSubmit);
    await fillValid(user);
    await choose(user, 'Category', 'Electronics');
    await choose(user, 'Condition', 'Like New');
    await user.click(screen.getByLabelText('Price is negotiable'));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.type(screen.getByLabelText('Location'), 'Hostel block C');
    await choose(user, 'Delivery type', 'Pickup');
    await user.click(screen.getByLabelText('UPI'));
    await user.click(screen.getByLabelText('Cash'));
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({ category: Category.Electronics, condition: Condition.LikeNew, negotiable: true });
    expect(toAddProductInput(values)).toMatchObject({
      quantity: 2,
      location: 'Hostel block C',
      deliveryType: 'Pickup',
      paymentMethods: ['UPI', 'Cash'],
    });
  });

  it("shows the server's per-field messages on the fields", async () => {
    const user = userEvent.setup();
    renderForm(() =>
      Promise.resolve({
        title: 'Title can be at most 120 characters',
        'images.0': 'Image 1 was not uploaded to Campus Market',
      }),
    );
    await fillValid(user);
    await choose(user, 'Category', 'Books');
    await choose(user, 'Condition', 'Used');
    await user.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(await screen.findByText('Title can be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Image 1 was not uploaded to Campus Market')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens More options from the start when editing a listing that uses them', () => {
    render(
      <ProductForm
        initial={{ ...emptyProductForm, price: '500', discountedPrice: '400', discountPeriod: '3' }}
        initialImages={[photo]}
        onSubmit={() => Promise.resolve(undefined)}
        onImageProblem={() => {}}
        submitLabel="Update Product"
        submittingLabel="Updating..."
      />,
    );
    expect(moreOptions()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Discounted Price')).toBeVisible();
    expect(screen.getByLabelText('Discounted Price')).toHaveValue('400');
  });
});
