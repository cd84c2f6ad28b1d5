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
      discountRequired
      onSubmit={onSubmit}
      onImageProblem={() => {}}
      submitLabel="ADD PRODUCT"
      submittingLabel="Adding..."
    />,
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Casio FX-991EX');
  await user.type(screen.getByLabelText('Description'), 'Scientific calculator, works perfectly.');
  await user.type(screen.getByLabelText('Price'), '1200');
  await user.type(screen.getByLabelText('Discounted Price'), '999');
  await user.type(screen.getByLabelText('Discount Period (days)'), '7');
}

describe('ProductForm (upload rules, docs/product.md#screens)', () => {
  it('requires every field of the upload form and at least one photo', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(undefined));
    renderForm(onSubmit, []);
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
    for (const message of [
      'Title is required',
      'Description is required',
      'Price is required',
      'Discounted price is required',
      'Discount period is required',
      'Category is required',
      'Condition is required',
      'Add at least one photo',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a discounted price above the price and a bad period', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(undefined));
    renderForm(onSubmit);
    await user.type(screen.getByLabelText('Price'), '500');
    await user.type(screen.getByLabelText('Discounted Price'), '600');
    await user.type(screen.getByLabelText('Discount Period (days)'), '400');
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
    expect(await screen.findByText('The discounted price cannot be above the price')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of days from 0 to 365')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
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
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
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
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
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
    await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
    expect(await screen.findByText('Title can be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Image 1 was not uploaded to Campus Market')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });
});
