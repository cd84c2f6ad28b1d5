import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryAlert } from './RetryAlert';

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('RetryAlert', () => {
  it('online, says what failed in words and offers Try again', async () => {
    const onRetry = jest.fn(() => Promise.resolve());
    render(<RetryAlert message="Error fetching product" error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching product');
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the site could not be reached when the request got no answer', () => {
    render(
      <RetryAlert
        message="Error fetching product"
        error={new TypeError('Failed to fetch')}
        onRetry={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Campus Market could not be reached');
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('offline, says "You\'re offline" and asks again by itself when the network comes back', () => {
    online = false;
    const onRetry = jest.fn(() => Promise.resolve());
    render(<RetryAlert message="Error fetching product" error={new TypeError('Failed to fetch')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(onRetry).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  describe('a load that got no answer', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });
    const unreachable = new TypeError('Failed to fetch');
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    it('back online, keeps asking with growing waits, not just once', async () => {
      online = false;
      const onRetry = jest.fn(() => Promise.reject(unreachable));
      render(<RetryAlert message="Error fetching products" error={unreachable} onRetry={onRetry} />);
      await wait(5000);
      expect(onRetry).not.toHaveBeenCalled();

      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(onRetry).toHaveBeenCalledTimes(1);
      // The first try back online failed: again after 1 s, then 2 s, then 4 s.
      await wait(999);
      expect(onRetry).toHaveBeenCalledTimes(1);
      await wait(1);
      expect(onRetry).toHaveBeenCalledTimes(2);
      await wait(1999);
      expect(onRetry).toHaveBeenCalledTimes(2);
      await wait(1);
      expect(onRetry).toHaveBeenCalledTimes(3);
      await wait(4000);
      expect(onRetry).toHaveBeenCalledTimes(4);
    });

    it('asks again at once when the student comes back to the tab', () => {
      const onRetry = jest.fn(() => Promise.reject(unreachable));
      render(<RetryAlert message="Error fetching products" error={unreachable} onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Campus Market could not be reached');
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('stops once the alert is gone (the load came)', async () => {
      const onRetry = jest.fn(() => Promise.resolve());
      const { unmount } = render(
        <RetryAlert message="Error fetching products" error={unreachable} onRetry={onRetry} />,
      );
      await wait(1000);
      expect(onRetry).toHaveBeenCalledTimes(1);
      unmount();
      await wait(60_000);
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('leaves an answer that said no to the Try again button', async () => {
      const onRetry = jest.fn(() => Promise.resolve());
      render(<RetryAlert message="Error fetching products" error={new Error('boom')} onRetry={onRetry} />);
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await wait(60_000);
      expect(onRetry).not.toHaveBeenCalled();
    });
  });
});
