import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from '../../lib/router';
import { MockedProvider } from '@apollo/client/testing/react';
import { AuthContext } from '../../lib/auth/authContext';
import { appCache } from '../../testing/render';
import { auth } from '../../testing/users';
import { AppLayout } from './AppLayout';

// A page whose code never comes (a slow network, held).
const Held = lazy(() => new Promise<never>(() => {}));

function renderApp() {
  return render(
    <AuthContext.Provider value={auth(null)}>
      <MockedProvider cache={appCache(null)}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/" element={<Link to="/category/Books">Books tile</Link>} />
              <Route path="/category/:category" element={<Held />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </AuthContext.Provider>,
  );
}

describe('AppLayout on a tap', () => {
  // jsdom draws nothing to scroll (the layout scrolls a new page to the top).
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it("drops the old page and shows the progress bar at once while the new page's code loads", async () => {
    renderApp();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Books tile' }));
    // The router navigates in a transition: without a fresh boundary the old page would stay.
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Books tile' })).toBeNull();
  });
});
