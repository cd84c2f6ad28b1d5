import { COUNT_TTL_MS, CountCache } from '../src/modules/products/count-cache';
import type { ListCount } from '../src/modules/products/products.query';

/** The list-count cache's rules, on a fake clock: reuse, answer-then-recount, forget on write. */
describe('CountCache', () => {
  let now = 0;
  const cache = () => new CountCache(() => now);
  const counted = (n: number): ListCount => ({ totalCount: n, capped: false });
  beforeEach(() => (now = 1_000_000));

  it('shares one count between a burst of identical requests and reuses it within the TTL', async () => {
    const c = cache();
    const count = jest.fn(() => Promise.resolve(counted(7)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.get('home', count)));
    expect(answers.every((a) => a.totalCount === 7)).toBe(true);
    now += COUNT_TTL_MS - 1;
    expect((await c.get('home', count)).totalCount).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('past the TTL answers the old number at once and recounts once in the background', async () => {
    const c = cache();
    let n = 7;
    let release: () => void = () => {};
    const count = jest.fn(() =>
      n === 7 ? Promise.resolve(counted(n)) : new Promise<ListCount>((r) => (release = () => r(counted(n)))),
    );
    await c.get('home', count);
    now += COUNT_TTL_MS;
    n = 8;
    expect((await c.get('home', count)).totalCount).toBe(7); // not waiting for the recount
    expect((await c.get('home', count)).totalCount).toBe(7);
    expect(count).toHaveBeenCalledTimes(2); // one recount, not one per request
    release();
    await new Promise((r) => setImmediate(r));
    expect((await c.get('home', count)).totalCount).toBe(8);
  });

  it('a write (clear) makes the next request wait for a fresh count; a recount from before it is dropped', async () => {
    const c = cache();
    let release: () => void = () => {};
    await c.get('home', () => Promise.resolve(counted(1)));
    now += COUNT_TTL_MS;
    await c.get('home', () => new Promise<ListCount>((r) => (release = () => r(counted(2))))); // starts a recount
    c.clear();
    release(); // the old recount ends after the write: its number must not come back
    await new Promise((r) => setImmediate(r));
    expect((await c.get('home', () => Promise.resolve(counted(3)))).totalCount).toBe(3);
  });

  it('a failed first count is not kept: the next request counts again', async () => {
    const c = cache();
    await expect(c.get('home', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setImmediate(r));
    expect((await c.get('home', () => Promise.resolve(counted(5)))).totalCount).toBe(5);
  });
});
