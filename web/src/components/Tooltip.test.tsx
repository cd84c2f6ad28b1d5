import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './Tooltip';

function Bar() {
  return (
    <>
      <Tooltip title="Sign out">
        <button type="button">x</button>
      </Tooltip>
      <Tooltip title="Notifications" describeChild>
        <a href="/notification" aria-label="Notifications, 2 unread">
          bell
        </a>
      </Tooltip>
    </>
  );
}

/** whenIdle(): the load event, 2 s, then the idle callback jsdom lacks; then the import. */
async function pageGoesIdle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2500);
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
}

describe('Tooltip (MUI Tooltip, loaded once the page is idle)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('names its child as MUI does before it loads, then shows the real tooltip, keeping the focus', async () => {
    jest.useFakeTimers();
    render(<Bar />);
    // Before: what MUI's closed Tooltip gives its child.
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const bell = screen.getByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('title', 'Notifications');
    signOut.focus();

    // A press under way holds the swap back: it would end on another element (a lost click).
    fireEvent.pointerDown(signOut);
    await pageGoesIdle();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Sign out' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerUp(signOut);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });

    // After: the same names; the button, drawn anew by the real Tooltip, has the focus back.
    const realSignOut = screen.getByRole('button', { name: 'Sign out' });
    expect(realSignOut).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('title', 'Notifications');
    fireEvent.mouseOver(realSignOut);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign out');
  });
});
