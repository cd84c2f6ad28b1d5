import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerRendered } from '../../lib/hydration';
import { AppTheme } from '../AppProviders';
import { ThemeToggle } from './ThemeToggle';

// The server cannot read the stored theme, so it draws the toggle for light. The browser reads the
// stored mode on its first render (AppTheme's noSsr: no context change after hydrating, which
// would make React hydrate the whole page in one blocking task), so the toggle alone must wait
// until hydrated to show the stored mode. (ServerRendered: the app's tree is always inside it, lib/hydration.tsx.)

const tree = (
  <ServerRendered at={Date.now()}>
    <AppTheme>
      <ThemeToggle />
    </AppTheme>
  </ServerRendered>
);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('ThemeToggle on a server-rendered page', () => {
  it('hydrates as the server drew it, then shows the stored dark mode and switches it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to dark mode');

    localStorage.setItem('darkMode', 'dark');
    const recoverable = jest.fn();
    const button = screen.getByRole('button');
    act(() => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same button, hydrated, now for the stored mode.
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveAccessibleName('Switch to light mode');
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Switch to dark mode');
    expect(localStorage.getItem('darkMode')).toBe('light');
  });
});
