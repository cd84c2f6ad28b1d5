import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from '../../lib/router';
import { HEADING_WAIT_MS, useFocusOnNavigate } from './useFocusOnNavigate';

function Layout() {
  useFocusOnNavigate('main');
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/other">Other</Link>
        <Link to="/late">Late</Link>
        <Link to="/never">Never</Link>
        <Link to="/form">Form</Link>
        <Link to="/other?page=2">Other page 2</Link>
        <Link to="/#categories">Categories</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <div data-toast tabIndex={-1} role="alert">
        Successfully Logged in
      </div>
    </>
  );
}

/** Shows the late page's heading: the test says when its data has arrived. */
let dataArrives: () => void = () => {
  throw new Error('The late page is not on screen');
};

/** A page whose heading arrives after its data, as the product page's does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    dataArrives = () => setReady(true);
  }, []);
  return ready ? <h1>Late page</h1> : <p>Loading…</p>;
}

function renderApp(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Layout />}>
          <Route
            path="/"
            element={
              <>
                <h1>Home page</h1>
                <section id="categories" aria-label="Categories section">
                  <a href="/category/Books">Books</a>
                </section>
              </>
            }
          />
          <Route
            path="/other"
            element={
              <>
                <h1>Other page</h1>
                <button type="button">First control</button>
              </>
            }
          />
          <Route path="/late" element={<LatePage />} />
          <Route path="/never" element={<p>No heading here</p>} />
          <Route
            path="/form"
            element={
              <>
                <h1>Form</h1>
                <input aria-label="Name" autoFocus />
              </>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useFocusOnNavigate', () => {
  it('leaves focus alone on the first load', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new page h1 after a navigation, and Tab then reaches its first control', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Other' }));
    const heading = screen.getByRole('heading', { name: 'Other page' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'First control' })).toHaveFocus();
  });

  it('waits for a heading that appears after the page loads', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Late' }));
    expect(screen.getByRole('main')).not.toHaveFocus();
    act(() => dataArrives());
    expect(await screen.findByRole('heading', { name: 'Late page' })).toHaveFocus();
  });

  it('focuses main when the page never shows a heading', () => {
    jest.useFakeTimers();
    renderApp();
    act(() => screen.getByRole('link', { name: 'Never' }).click());
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
    act(() => jest.advanceTimersByTime(HEADING_WAIT_MS));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps a toast the user reached with F8 while the page was still loading', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Late' }));
    act(() => screen.getByRole('alert').focus());
    act(() => dataArrives());
    await screen.findByRole('heading', { name: 'Late page' });
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('keeps the focus a page gave its own field', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the section a link names on another page (/#categories), and Tab goes on from there', async () => {
    const user = userEvent.setup();
    renderApp('/other');
    await user.click(screen.getByRole('link', { name: 'Categories' }));
    expect(screen.getByRole('region', { name: 'Categories section' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Books' })).toHaveFocus();
  });

  it('focuses the section an in-page link names', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Categories' }));
    expect(screen.getByRole('region', { name: 'Categories section' })).toHaveFocus();
  });

  it('leaves focus alone when only the query string changes (filters, a new search)', async () => {
    const user = userEvent.setup();
    renderApp('/other');
    const link = screen.getByRole('link', { name: 'Other page 2' });
    await user.click(link);
    expect(link).toHaveFocus();
  });
});
