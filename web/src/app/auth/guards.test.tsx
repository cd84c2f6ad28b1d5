import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../lib/router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  MeDocument,
  MeUpdatedDocument,
  NotificationAddedDocument,
  Role,
  WishlistDocument,
  type SessionUserFragment,
} from '../../graphql/generated';
import { cardProduct } from '../../testing/products';
import { sessionUser } from '../../testing/users';
import { WishlistLoadContext } from '../../features/wishlist/wishlistLoad';
import { useWishlist } from '../../components/wishlist/useWishlist';
import { AuthContext, type AuthState } from '../../lib/auth/authContext';
import { AuthProvider } from './AuthProvider';
import { RequireAuth, RequireVerified, SignedOutOnly } from './guards';
import { fromPath } from '../../lib/auth/fromPath';
import { ToastStack } from '../../lib/toastStack';

const student = sessionUser({
  name: 'Asha Verma',
  email: 'asha@college.edu',
  collegeId: '21BCE1001',
  phoneNumber: null,
  instagramHandle: null,
  blockAddress: null,
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

/** A guarded page that reads the wishlist; every count it rendered is kept. */
const seenCounts: number[] = [];
function SavedCount() {
  const { products } = useWishlist();
  seenCounts.push(products.length);
  return <p>{`Saved: ${products.length}`}</p>;
}

function Screens() {
  return (
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route
        path="/login"
        element={
          <SignedOutOnly>
            <p>Login page</p>
          </SignedOutOnly>
        }
      />
      <Route
        path="/signup"
        element={
          <SignedOutOnly>
            <p>Signup page</p>
          </SignedOutOnly>
        }
      />
      <Route path="/verify-email" element={<p>Verify page</p>} />
      <Route element={<RequireVerified />}>
        <Route path="/update-contact-details" element={<p>Contact form</p>} />
      </Route>
      <Route element={<RequireAuth roles={[Role.User, Role.Moderator, Role.Admin]} />}>
        <Route path="/wishlist" element={<p>Wishlist page</p>} />
        <Route path="/saved" element={<SavedCount />} />
      </Route>
      <Route element={<RequireAuth roles={[Role.Moderator, Role.Admin]} />}>
        <Route path="/product-moderation" element={<p>Moderation page</p>} />
      </Route>
      <Route element={<RequireAuth roles={[Role.Admin]} />}>
        <Route path="/approve-or-reject-request" element={<p>Requests page</p>} />
      </Route>
    </Routes>
  );
}

function renderAt(path: string, auth: Partial<AuthState>) {
  const value: AuthState = { status: 'signedOut', user: null, refresh: () => Promise.resolve(), ...auth };
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Screens />
        <Where />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('route guards', () => {
  it('shows the loading view while the session check runs', () => {
    renderAt('/wishlist', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Wishlist page')).not.toBeInTheDocument();
    expect(where()).toBe('/wishlist');
  });

  it('sends a signed-out visitor to /login, remembering where from', () => {
    let seenState: unknown;
    function Capture() {
      seenState = useLocation().state;
      return null;
    }
    render(
      <AuthContext.Provider value={{ status: 'signedOut', user: null, refresh: () => Promise.resolve() }}>
        <MemoryRouter initialEntries={['/wishlist?sort=new']}>
          <Screens />
          <Where />
          <Capture />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(where()).toBe('/login');
    expect(fromPath(seenState)).toBe('/wishlist?sort=new');
  });

  it('sends an unverified user to /verify-email', () => {
    renderAt('/wishlist', { status: 'signedIn', user: { ...student, isVerified: false } });
    expect(screen.getByText('Verify page')).toBeInTheDocument();
    expect(where()).toBe('/verify-email');
  });

  it('sends an unverified user away from a page needing only verification', () => {
    renderAt('/update-contact-details', { status: 'signedIn', user: { ...student, isVerified: false } });
    expect(where()).toBe('/verify-email');
  });

  it('sends a user with the wrong role to /', () => {
    renderAt('/product-moderation', { status: 'signedIn', user: student });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(where()).toBe('/');
  });

  it('lets a moderator into moderation but not into admin requests', () => {
    const moderator = { ...student, role: Role.Moderator };
    const { unmount } = renderAt('/product-moderation', { status: 'signedIn', user: moderator });
    expect(screen.getByText('Moderation page')).toBeInTheDocument();
    unmount();
    renderAt('/approve-or-reject-request', { status: 'signedIn', user: moderator });
    expect(where()).toBe('/');
  });

  it('waits for the first wishlist load before showing a guarded page', () => {
    render(
      <AuthContext.Provider value={{ status: 'signedIn', user: student, refresh: () => Promise.resolve() }}>
        <WishlistLoadContext.Provider value="loading">
          <MemoryRouter initialEntries={['/wishlist']}>
            <Screens />
            <Where />
          </MemoryRouter>
        </WishlistLoadContext.Provider>
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Wishlist page')).not.toBeInTheDocument();
    expect(where()).toBe('/wishlist');
  });

  it('lets a verified member through', () => {
    renderAt('/wishlist', { status: 'signedIn', user: student });
    expect(screen.getByText('Wishlist page')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login and /signup to /', () => {
    const { unmount } = renderAt('/login', { status: 'signedIn', user: student });
    expect(where()).toBe('/');
    unmount();
    renderAt('/signup', { status: 'signedIn', user: student });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('lets an unverified session sign in again', () => {
    renderAt('/login', { status: 'signedIn', user: { ...student, isVerified: false } });
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });
});

describe('AuthProvider with the me query', () => {
  const meMock = (me: (SessionUserFragment & { __typename: 'User' }) | null): MockLink.MockedResponse => ({
    request: { query: MeDocument },
    result: { data: { me } },
  });

  function renderWithServer(path: string, mocks: MockLink.MockedResponse[]) {
    return render(
      <MockedProvider mocks={mocks}>
        <>
          <AuthProvider>
            <MemoryRouter initialEntries={[path]}>
              <Screens />
              <Where />
            </MemoryRouter>
          </AuthProvider>
          <ToastStack />
        </>
      </MockedProvider>,
    );
  }

  // Signed in, the provider listens for account changes and notifications; these pushes never
  // arrive during a test.
  const quiet: MockLink.MockedResponse[] = [
    {
      request: { query: MeUpdatedDocument },
      delay: Infinity,
    },
    { request: { query: NotificationAddedDocument }, delay: Infinity },
  ];
  const saved = cardProduct({ id: 'p-saved', title: 'Saved lamp' });
  const wishlistMock: MockLink.MockedResponse = {
    request: { query: WishlistDocument },
    result: { data: { wishlist: [saved] } },
    delay: 30,
  };

  it('is loading first, then sends a signed-out visitor to /login', async () => {
    renderWithServer('/wishlist', [meMock(null)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('lets the signed-in user of the session through', async () => {
    renderWithServer('/wishlist', [meMock({ __typename: 'User', ...student }), wishlistMock, ...quiet]);
    expect(await screen.findByText('Wishlist page')).toBeInTheDocument();
  });

  it('loads the wishlist once after sign-in, before the guarded page first shows', async () => {
    seenCounts.length = 0;
    renderWithServer('/saved', [meMock({ __typename: 'User', ...student }), wishlistMock, ...quiet]);
    expect(await screen.findByText('Saved: 1')).toBeInTheDocument();
    // The page never rendered with the wishlist still missing.
    expect(seenCounts.length).toBeGreaterThan(0);
    expect(seenCounts.every((n) => n === 1)).toBe(true);
  });

  it('does not block the page when the wishlist fails: it counts as empty and a toast says so', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: WishlistDocument },
      result: { errors: [{ message: 'Database unavailable' }] },
    };
    renderWithServer('/saved', [meMock({ __typename: 'User', ...student }), failing, ...quiet]);
    expect(await screen.findByText('Saved: 0')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching wishlist')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('does not load a wishlist for an unverified session', async () => {
    renderWithServer('/wishlist', [meMock({ __typename: 'User', ...student, isVerified: false }), quiet[0]]);
    await waitFor(() => expect(where()).toBe('/verify-email'));
  });

  it('treats a failed check as signed out', async () => {
    renderWithServer('/wishlist', [{ request: { query: MeDocument }, error: new Error('Network down') }]);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
