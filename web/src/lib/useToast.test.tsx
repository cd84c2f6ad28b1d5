import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastStack } from './toastStack';
import { ToastHotkey } from './toastHotkey';
import { ToastHost, useToast } from './useToast';

// jsdom has no PointerEvent; a MouseEvent carries the clientX the swipe reads.
if (!('PointerEvent' in window)) {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class PointerEvent extends MouseEvent {};
}

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', message: 'Your changes are in', variant: 'success' })}>
      Save
    </button>
  );
}

function renderToasts() {
  return render(
    <>
      <ToastHotkey />
      <Trigger />
      <ToastStack />
    </>,
  );
}

describe('toasts (docs/product.md#screens)', () => {
  it("the app's host, not loaded before the page is idle, comes for the first toast and shows it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Trigger />
        <ToastHost />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SavedYour changes are in');
  });

  it('F8 moves focus to the toast on screen', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Saved');
    await user.keyboard('{F8}');
    expect(toast).toHaveFocus();
  });

  it('a swipe right of 50 px dismisses it; a shorter one does not', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 130 });
    fireEvent.pointerUp(toast, { clientX: 130 });
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
