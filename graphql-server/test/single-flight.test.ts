import { SingleFlight } from '../src/lib/single-flight';

describe('SingleFlight', () => {
  const deferred = <T>() => {
    let resolve!: (v: T) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it('identical reads in flight share one execution; a read after it settles runs again', async () => {
    const flights = new SingleFlight<number>();
    const d = deferred<number>();
    const read = jest.fn(() => d.promise);
    const answers = Array.from({ length: 32 }, () => flights.run('home', read));
    d.resolve(7);
    expect(await Promise.all(answers)).toEqual(Array(32).fill(7));
    expect(read).toHaveBeenCalledTimes(1);
    await flights.run('home', () => Promise.resolve(8));
    expect(await flights.run('home', () => Promise.resolve(9))).toBe(9); // nothing kept once settled
  });

  it('different keys do not share', async () => {
    const flights = new SingleFlight<string>();
    expect(
      await Promise.all([flights.run('a', () => Promise.resolve('a')), flights.run('b', () => Promise.resolve('b'))]),
    ).toEqual(['a', 'b']);
  });

  it('after forget() (a write) a caller starts a new read instead of joining the older one', async () => {
    const flights = new SingleFlight<number>();
    const before = deferred<number>();
    const first = flights.run('home', () => before.promise);
    flights.forget();
    const second = flights.run('home', () => Promise.resolve(2));
    before.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
  });

  it('a failure reaches every sharer and is not kept', async () => {
    const flights = new SingleFlight<number>();
    const d = deferred<number>();
    const a = flights.run('home', () => d.promise);
    const b = flights.run('home', () => d.promise);
    d.reject(new Error('db down'));
    await expect(a).rejects.toThrow('db down');
    await expect(b).rejects.toThrow('db down');
    expect(await flights.run('home', () => Promise.resolve(3))).toBe(3);
  });

  it('the read is given up once every caller that can go away has gone, not before', async () => {
    const flights = new SingleFlight<number>();
    const d = deferred<number>();
    let signal!: AbortSignal;
    const read = (s: AbortSignal) => ((signal = s), d.promise);
    const callers = [new AbortController(), new AbortController(), new AbortController()];
    const answers = callers.map((c) => flights.run('home', read, c.signal));
    callers[0].abort();
    callers[1].abort();
    expect(signal.aborted).toBe(false);
    callers[2].abort();
    expect(signal.aborted).toBe(true);
    d.resolve(1);
    expect(await Promise.all(answers)).toEqual([1, 1, 1]);
  });

  it('a caller without a signal keeps the read going; one already gone does not count', async () => {
    const flights = new SingleFlight<number>();
    const d = deferred<number>();
    let signal!: AbortSignal;
    const gone = new AbortController();
    gone.abort();
    const alone = flights.run('solo', (s) => ((signal = s), d.promise), gone.signal);
    expect(signal.aborted).toBe(true); // its only caller had already left
    const other = deferred<number>();
    const leaving = new AbortController();
    let kept!: AbortSignal;
    const a = flights.run('home', (s) => ((kept = s), other.promise), leaving.signal);
    const b = flights.run('home', (s) => ((kept = s), other.promise));
    leaving.abort();
    expect(kept.aborted).toBe(false);
    d.resolve(0);
    other.resolve(2);
    expect(await Promise.all([alone, a, b])).toEqual([0, 2, 2]);
  });
});
