import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from './ProductCard';
import { cardProduct } from '../../testing/products';
import { renderWithApp } from '../../testing/render';

const HOUR = 3_600_000;
const renderCard = (product = cardProduct()) => renderWithApp(<ProductCard product={product} />, { user: null });

describe('ProductCard', () => {
  it('links the title to the product and shows the 160/480 px picture lazily', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Casio FX-991EX calculator' });
    expect(link).toHaveAttribute('href', '/product/0190a4e6-0000-7000-8000-0000000000aa');
    const img = screen.getByRole('img', { name: 'Casio FX-991EX calculator' });
    expect(img).toHaveAttribute('src', '/uploads/products/a-480.webp');
    expect(img).toHaveAttribute('srcset', '/uploads/products/a-160.webp 160w, /uploads/products/a-480.webp 480w');
    expect(img.getAttribute('sizes')).toMatch(/^\(min-width: 1200px\) \d+px, .*50vw$/);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
    expect(screen.getByText('Pickup on campus')).toBeInTheDocument();
    // No discount: nothing struck, no countdown.
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/left$|Discount expired/)).toBeNull();
  });

  it('shows the discounted price with the original struck through and the time left', () => {
    renderCard(
      cardProduct({
        discountedPrice: 999,
        discountActive: true,
        effectivePrice: 999,
        percentOff: 17,
        discountEndsAt: new Date(Date.now() + 49 * HOUR + 60_000).toISOString(),
      }),
    );
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Price ₹999')).toBeInTheDocument();
    const struck = document.querySelector('s');
    expect(struck).not.toBeNull();
    expect(within(struck as HTMLElement).getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('2d 1h left')).toBeInTheDocument();
  });

  it('says the discount expired once its time is over, with the full price again', () => {
    renderCard(
      cardProduct({
        discountedPrice: 999,
        discountActive: true,
        effectivePrice: 999,
        discountEndsAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect(screen.getByText('Discount expired')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
  });

  it('keeps the neutral frame when the picture cannot be read', () => {
    const noCanvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderCard();
    const img = screen.getByRole('img', { name: 'Casio FX-991EX calculator' });
    fireEvent.load(img);
    expect(img.parentElement).toHaveAttribute('data-letterbox', 'neutral');
    expect(noCanvas).toHaveBeenCalled();
    noCanvas.mockRestore();
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
