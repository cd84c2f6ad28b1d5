import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { lazyWithRetry } from '../lib/lazyWithRetry';
import { ErrorScreen } from './ErrorScreen';

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // React reports what a boundary caught; the boundary logs it too. Neither is the test's subject.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** A page piece, lazily loaded, whose file fails to load the first `failures` times. */
function flakyPiece(failures: number) {
  const load = jest.fn(() =>
    load.mock.calls.length <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/filters-abc.js'))
      : Promise.resolve({ default: () => <p>The category page</p> }),
  );
  return { Piece: lazyWithRetry('Piece', load), load };
}

function renderUnderBoundary(children: React.ReactNode, withBar = false) {
  return render(
    <ErrorBoundary fallback={(_error, reset) => <ErrorScreen withBar={withBar} onRetry={reset} />}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </ErrorBoundary>,
  );
}

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "price")');
}

describe('a page that fails to render', () => {
  it('online: "Something went wrong" and Reload, never the raw error', () => {
    renderUnderBoundary(<Broken />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByText(/Cannot read|undefined/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('keeps a top bar with the name when the whole layout failed', () => {
    renderUnderBoundary(<Broken />, true);
    expect(screen.getByRole('link', { name: 'Campus Market' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});

describe('a lazy page whose file cannot be fetched while offline', () => {
  it('says "You\'re offline"; Try again loads the file afresh', async () => {
    online = false;
    const { Piece, load } = flakyPiece(1);
    renderUnderBoundary(<Piece />);
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    expect(screen.queryByText(/dynamically imported|filters-abc/)).not.toBeInTheDocument();
    // React draws a failed piece twice before the boundary: still one load, not a loop of them.
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The category page')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself when the network comes back', async () => {
    online = false;
    const { Piece } = flakyPiece(1);
    renderUnderBoundary(<Piece />);
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeVisible();
    goOnline();
    expect(await screen.findByText('The category page')).toBeVisible();
  });
});
