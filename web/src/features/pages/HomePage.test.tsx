import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { type AuthState } from '../../lib/auth/authContext';
import { rememberSignedIn } from '../../lib/auth/sessionHint';
import HomePage from './HomePage';
import { renderWithApp } from '../../testing/render';

const checking: AuthState = { status: 'loading', user: null, refresh: () => Promise.resolve() };
const visitor: AuthState = { ...checking, status: 'signedOut' };

function renderHome(auth: AuthState) {
  return renderWithApp(<HomePage />, { authState: auth });
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
