import { describe, expect, it } from '@jest/globals';
import { Category, Condition, ProductStatus, type EditableProductFragment } from '../../../graphql/generated';
import {
  checkDiscountedPrice,
  checkDiscountPeriod,
  emptyProductForm,
  hasMoreOptions,
  productFormFrom,
  toAddProductInput,
  toEditProductInput,
  type ProductFormValues,
} from './productFormValues';

const product: EditableProductFragment = {
  id: 'p1',
  title: 'Casio FX-991EX',
  description: 'Scientific calculator',
  price: 1200,
  discountedPrice: 999,
  discountPeriod: 7,
  category: Category.Electronics,
  condition: Condition.LikeNew,
  negotiable: false,
  quantity: 1,
  deliveryType: 'Pickup',
  location: null,
  paymentMethods: ['Cash'],
  status: ProductStatus.Approved,
  rejectionReason: null,
  sellerId: 'u1',
  images: [
    {
      url: '/uploads/products/a-1024.webp',
      medium: '/uploads/products/a-480.webp',
      thumbnail: '/uploads/products/a-160.webp',
    },
  ],
};

describe('productFormValues', () => {
  it('reads a product into the form and back unchanged', () => {
    const values = productFormFrom(product);
    expect(values).toMatchObject({
      price: '1200',
      discountedPrice: '999',
      discountPeriod: '7',
      condition: Condition.LikeNew,
      images: ['/uploads/products/a-1024.webp'],
    });
    expect(toEditProductInput('p1', values, values)).toEqual({ id: 'p1' });
  });

  it('sends only what changed, so a price edit keeps the product approved', () => {
    const before = productFormFrom(product);
    const input = toEditProductInput('p1', { ...before, price: '1100', discountedPrice: '900' }, before);
    expect(input).toEqual({ id: 'p1', price: 1100, discountedPrice: 900, discountPeriod: 7 });
  });

  it('sends a title, photo or category edit (which sends the product back to review)', () => {
    const before = productFormFrom(product);
    expect(toEditProductInput('p1', { ...before, title: 'Casio FX-991EX scientific' }, before)).toEqual({
      id: 'p1',
      title: 'Casio FX-991EX scientific',
    });
    expect(toEditProductInput('p1', { ...before, images: [] }, before)).toEqual({ id: 'p1', images: [] });
    expect(toEditProductInput('p1', { ...before, category: Category.Books }, before)).toEqual({
      id: 'p1',
      category: Category.Books,
    });
  });

  it('turning into a Rental drops the condition', () => {
    const before = productFormFrom(product);
    const input = toEditProductInput('p1', { ...before, category: Category.Rental, condition: '' }, before);
    expect(input).toEqual({ id: 'p1', category: Category.Rental, condition: null });
  });

  it('treats 0 days or a blank discounted price as no discount', () => {
    const base: ProductFormValues = { ...productFormFrom(product), price: '500' };
    for (const change of [
      { discountPeriod: '0' },
      { discountedPrice: '' },
      { discountedPrice: '', discountPeriod: '' },
    ]) {
      expect(toAddProductInput({ ...base, ...change })).toMatchObject({ discountedPrice: null, discountPeriod: 0 });
    }
    expect(toAddProductInput({ ...base, discountedPrice: '450', discountPeriod: '3' })).toMatchObject({
      price: 500,
      discountedPrice: 450,
      discountPeriod: 3,
    });
  });

  it('checks the discount as the server does: optional, both or neither, below the price', () => {
    const base: ProductFormValues = {
      ...productFormFrom(product),
      price: '500',
      discountedPrice: '',
      discountPeriod: '',
    };
    const check = (discountedPrice: string, discountPeriod: string) => {
      const values = { ...base, discountedPrice, discountPeriod };
      return [checkDiscountedPrice(discountedPrice, values), checkDiscountPeriod(discountPeriod, values)];
    };
    expect(check('', '')).toEqual([true, true]);
    expect(check('', '0')).toEqual([true, true]);
    expect(check('450', '3')).toEqual([true, true]);
    expect(check('500', '3')).toEqual(['Discounted price must be below the price', true]);
    expect(check('450', '')).toEqual([true, 'Enter for how many days, 1 to 365']);
    expect(check('450', '0')).toEqual([true, 'Enter a whole number of days from 1 to 365']);
    expect(check('', '5')).toEqual(['Enter the discounted price, or clear the days', true]);
  });

  it('says when More options holds something (the edit form opens it then)', () => {
    expect(hasMoreOptions(emptyProductForm)).toBe(false);
    expect(hasMoreOptions({ ...emptyProductForm, quantity: '' })).toBe(false);
    for (const change of [
      { discountedPrice: '10' },
      { negotiable: true },
      { quantity: '2' },
      { location: 'Block C' },
      { deliveryType: 'Pickup' },
      { paymentMethods: ['UPI'] },
    ])
      expect(hasMoreOptions({ ...emptyProductForm, ...change })).toBe(true);
  });

  it('sends the optional details, blank as none', () => {
    const before = productFormFrom(product);
    expect(before).toMatchObject({ quantity: '1', deliveryType: 'Pickup', location: '', paymentMethods: ['Cash'] });
    expect(toAddProductInput({ ...before, quantity: '', deliveryType: '', location: '  Block C  ' })).toMatchObject({
      quantity: 1,
      deliveryType: null,
      location: 'Block C',
      paymentMethods: ['Cash'],
    });
    const input = toEditProductInput('p1', { ...before, quantity: '2', paymentMethods: ['Cash', 'UPI'] }, before);
    expect(input).toEqual({ id: 'p1', quantity: 2, paymentMethods: ['Cash', 'UPI'] });
  });

  it('trims text and reads decimal rupees', () => {
    const input = toAddProductInput({
      ...productFormFrom(product),
      title: '  Lamp  ',
      price: '99.50',
      discountedPrice: '',
    });
    expect(input).toMatchObject({ title: 'Lamp', price: 99.5, discountedPrice: null });
  });
});
