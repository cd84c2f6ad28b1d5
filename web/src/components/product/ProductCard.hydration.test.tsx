import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../lib/router';
import { screen } from '@testing-library/react';
import { ServerRendered } from '../../lib/hydration';
import { cardProduct } from '../../testing/products';
import { ProductCard } from './ProductCard';

// A server-rendered page reaches the browser later than it was drawn: a minute later from the
// public cache (30 s) or a slow link. Hydrated at the browser's clock, "4 min ago" would read "5 min
// ago", and React, finding text unlike the server's, throws the page away and draws it again.

const MINUTE = 60_000;
const drawnAt = Date.UTC(2026, 10, 27, 12, 0, 30);

function Card({ renderedAt }: { renderedAt: number | null }) {
  const product = cardProduct({
    createdAt: new Date(drawnAt - 4 * MINUTE).toISOString(),
    discountActive: true,
    discountEndsAt: new Date(drawnAt + 30 * MINUTE).toISOString(),
  });
  return (
    <ServerRendered at={renderedAt}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </ServerRendered>
  );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('hydrating at the time the server drew the page', () => {
  it("keeps the server's markup, then shows the browser's time", () => {
    jest.useFakeTimers({ now: drawnAt, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card renderedAt={drawnAt} />);
    document.body.append(container);
    const drawn = container.querySelector('time');
    expect(drawn).toHaveTextContent('4 min ago');

    // An hour later the discount has ended and the listing is 64 minutes old.
    jest.setSystemTime(drawnAt + 60 * MINUTE);
    const recoverable = jest.fn();
    act(() => {
      hydrateRoot(container, <Card renderedAt={drawnAt} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same element, hydrated, not drawn anew; and now the browser's time.
    expect(container.querySelector('time')).toBe(drawn);
    expect(screen.getByText('1 h ago')).toBe(drawn);
  });

  it('without the drawing time, the browser hydrates at its own clock and React redraws what differs', () => {
    jest.useFakeTimers({ now: drawnAt, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card renderedAt={drawnAt} />);
    document.body.append(container);
    jest.setSystemTime(drawnAt + 60 * MINUTE);
    const recoverable = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, <Card renderedAt={null} />, { onRecoverableError: recoverable });
    });
    // What the first test guards against: the mismatch React reports.
    expect(recoverable).toHaveBeenCalled();
  });
});
