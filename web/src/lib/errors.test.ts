import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isOffline, OFFLINE, readError, UNREACHABLE } from './errors';

afterEach(() => {
  jest.restoreAllMocks();
});

const offline = () => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('readError on a request that got no answer', () => {
  it('says the student is offline, never the browser words', () => {
    offline();
    const info = readError(new TypeError('Failed to fetch'), 'Error fetching product');
    expect(info).toMatchObject({ message: OFFLINE, code: 'OFFLINE' });
    expect(info.message).not.toMatch(/fetch/i);
  });

  it('online, says the site could not be reached', () => {
    expect(readError(new TypeError('Failed to fetch'), 'Error fetching product')).toMatchObject({
      message: UNREACHABLE,
      code: 'UNREACHABLE',
    });
  });

  it("keeps the server's words for an answer that says no, offline or not", () => {
    offline();
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(readError(error, 'Error fetching product')).toMatchObject({ message: 'Product not found' });
    expect(isOffline(error)).toBe(false);
  });

  it('keeps the fallback for anything else', () => {
    expect(readError(new Error('x is undefined'), 'Error fetching product').message).toBe('Error fetching product');
  });
});

describe('readError on a server fault', () => {
  it('gives the screen its own words instead of "Internal server error"', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(readError(error, 'Error fetching products')).toMatchObject({
      message: 'Error fetching products',
      code: 'INTERNAL_SERVER_ERROR',
    });
  });
});
