import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { Category, Condition } from '../../graphql/generated';
import { ProductCard } from './ProductCard';
import { cardProduct } from '../../testing/products';
import { renderWithApp } from '../../testing/render';

const HOUR = 3_600_000;
const renderCard = (product = cardProduct({ createdAt: new Date(Date.now() - 2 * HOUR - 60_000).toISOString() })) =>
  renderWithApp(<ProductCard product={product} />, { user: null });

const article = () => screen.getByRole('article');

describe('ProductCard', () => {
  it('links the title to the product and shows the square 160/480 px picture lazily, cropped to fill', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Casio FX-991EX calculator' });
    expect(link).toHaveAttribute('href', '/product/0190a4e6-0000-7000-8000-0000000000aa');
    const img = screen.getByRole('img', { name: 'Casio FX-991EX calculator' });
    expect(img).toHaveAttribute('src', '/uploads/products/a-480.webp');
    expect(img).toHaveAttribute('srcset', '/uploads/products/a-160.webp 160w, /uploads/products/a-480.webp 480w');
    expect(img.getAttribute('sizes')).toMatch(/^\(min-width: 1200px\) \d+px, .*50vw$/);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(getComputedStyle(img).objectFit).toBe('cover');
    expect(getComputedStyle(img.parentElement as HTMLElement).aspectRatio.replace(/\s/g, '')).toBe('1/1');
  });

  it('reads price first (one element with ₹ and the digits), then the title, then category and age', () => {
    renderCard();
    const price = screen.getByText('₹1,200');
    expect(price.textContent).toBe('₹1,200');
    expect(getComputedStyle(price).fontWeight).toBe('800');
    const title = screen.getByRole('heading', { level: 3, name: 'Casio FX-991EX calculator' });
    const small = screen.getByText('2 h ago').parentElement as HTMLElement;
    expect(small).toHaveTextContent(/^Electronics\s*·\s*2 h ago$/);
    expect(screen.getByText('2 h ago').tagName).toBe('TIME');
    // Document order: price, title, small line.
    expect(price.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(small) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Neither a quantity of one, nor the description or the delivery, nor a discount.
    expect(article()).not.toHaveTextContent(/Quantity/);
    expect(article()).not.toHaveTextContent(/Barely used|Pickup on campus/);
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/left$|Discount expired|% off/)).toBeNull();
  });

  it('keeps the title to two lines, broken between words only', () => {
    renderCard();
    const style = getComputedStyle(screen.getByRole('heading', { level: 3 }));
    expect(style.webkitLineClamp ?? style.getPropertyValue('-webkit-line-clamp')).toBe('2');
    expect(style.overflowWrap).toBe('normal');
    expect(style.wordBreak).toBe('normal');
    expect(style.hyphens).toBe('none');
  });

  it('shows a quantity only when there is more than one', () => {
    renderCard(cardProduct({ quantity: 3, createdAt: new Date(Date.now() - 3 * 24 * HOUR).toISOString() }));
    expect(screen.getByText('3 d ago').parentElement).toHaveTextContent(/^Electronics · Quantity: 3\s*·\s*3 d ago$/);
  });

  it("names the condition instead of the category on a category's own page (none for N/A)", () => {
    const used = cardProduct({ id: 'u', title: 'Used chair', category: Category.Furniture, condition: Condition.Used });
    const na = cardProduct({
      id: 'n',
      title: 'Tutoring',
      category: Category.Service,
      condition: Condition.NotApplicable,
    });
    renderWithApp(
      <>
        <ProductCard product={used} fact="condition" />
        <ProductCard product={na} fact="condition" />
      </>,
      { user: null },
    );
    const [chair, tutoring] = screen.getAllByRole('article');
    expect(within(chair).getByText(/ago$/).parentElement).toHaveTextContent(/^Used\s*·\s*\d+ \w+ ago$/);
    expect(within(tutoring).getByText(/ago$/).parentElement).toHaveTextContent(/^\d+ \w+ ago$/);
  });

  it('shows the discounted price with the original struck through, the percentage off and the time left', () => {
    renderCard(
      cardProduct({
        discountedPrice: 999,
        discountActive: true,
        effectivePrice: 999,
        percentOff: 17,
        discountEndsAt: new Date(Date.now() + 49 * HOUR + 60_000).toISOString(),
      }),
    );
    expect(screen.getByText('₹999').textContent).toBe('₹999');
    const struck = document.querySelector('s');
    expect(struck).not.toBeNull();
    expect(within(struck as HTMLElement).getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('17% off')).toBeInTheDocument();
    expect(screen.getByText('2d 1h left')).toBeInTheDocument();
  });

  it('says the discount expired once its time is over, with the full price again', () => {
    renderCard(
      cardProduct({
        discountedPrice: 999,
        discountActive: true,
        effectivePrice: 999,
        percentOff: 17,
        discountEndsAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect(screen.getByText('Discount expired')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText('17% off')).toBeNull();
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
  });

  it('loads a first-row picture at once', () => {
    render(
      <MemoryRouter>
        <ProductCard product={cardProduct()} eager />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Casio FX-991EX calculator' })).toHaveAttribute('loading', 'eager');
  });

  it('shows the placeholder picture when the product has none', () => {
    renderCard(cardProduct({ images: [] }));
    const img = screen.getByRole('img', { name: 'Casio FX-991EX calculator' });
    expect(img).toHaveAttribute('src', '/placeholder-product.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('cuts a long title at 150 characters with an ellipsis', () => {
    const title = 'A'.repeat(149) + ' BCDEFG';
    renderCard(cardProduct({ title }));
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`${'A'.repeat(149)}…`);
  });
});
