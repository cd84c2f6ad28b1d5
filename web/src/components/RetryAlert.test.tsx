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
});
