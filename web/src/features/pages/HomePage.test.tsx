import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import { AuthContext, type AuthState } from '../../app/auth/authContext';
import { rememberSignedIn } from '../../app/auth/sessionHint';
import HomePage from './HomePage';

const checking: AuthState = { status: 'loading', user: null, refresh: () => Promise.resolve() };
const visitor: AuthState = { ...checking, status: 'signedOut' };

function renderHome(auth: AuthState) {
  return render(
    <AuthContext.Provider value={auth}>
      <MockedProvider mocks={[]}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </MockedProvider>
    </AuthContext.Provider>,
  );
}

describe('HomePage hero', () => {
  afterEach(() => localStorage.clear());

  it('while `me` is on its way, draws the hero this browser had last time', () => {
    rememberSignedIn(true);
    const { unmount } = renderHome(checking);
    expect(screen.getByRole('heading', { level: 1, name: 'Buy and sell on campus' })).toBeInTheDocument();
    unmount();
    rememberSignedIn(false);
    renderHome(checking);
    expect(screen.getByRole('link', { name: 'Join with your registration id' })).toBeInTheDocument();
  });

  it('once `me` has answered, follows it', () => {
    rememberSignedIn(true);
    renderHome(visitor);
    expect(screen.getByRole('link', { name: 'Join with your registration id' })).toBeInTheDocument();
  });
});
