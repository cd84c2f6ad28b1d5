import { act } from '@testing-library/react';

/**
 * act() in its asynchronous form around work that is itself synchronous (a file chosen, an upload
 * settled): React then also flushes what that work set off in promises before the test goes on,
 * as `act(async () => { work(); })` does.
 */
export function actAsync(work: () => unknown): Promise<void> {
  return act(() => {
    work();
    return Promise.resolve();
  });
}
