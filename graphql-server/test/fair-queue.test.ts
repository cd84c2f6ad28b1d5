import { addressGroup } from '../src/lib/address-group';
import { AppError } from '../src/lib/errors';
import { FairQueue, type FairQueueOptions } from '../src/lib/fair-queue';

/*
 * The password-hashing queue's rules (docs/product.md#limits: nobody is locked out by another
 * client's flood of logins), on the queue itself with jobs the test ends by hand: who is refused,
 * how, and in which order the waiting jobs start. The same queue under real floods of logins:
 * throttle.fair-hashing.test.ts.
 */

const OPTIONS: FairQueueOptions = {
  concurrency: 1,
  waiting: 4,
  perClient: 2,
  failureMemoryMs: 60_000,
  retryAfterSeconds: 2,
};

/** A queue whose jobs run until the test ends them, recording the order in which they start. */
function harness(options: Partial<FairQueueOptions> = {}) {
  const queue = new FairQueue({ ...OPTIONS, ...options });
  const started: string[] = [];
  const running = new Map<string, () => void>();
  const settled = new Map<string, unknown>();
  const job = (name: string) => () => {
    started.push(name);
    return new Promise<void>((resolve) => running.set(name, resolve));
  };
  /** Queues a job without waiting for it: how it ends lands in `settled`. */
  const submit = (client: string, name: string): void => {
    queue.run(client, job(name)).then(
      () => settled.set(name, 'done'),
      (err: unknown) => settled.set(name, err),
    );
  };
  /** Queues a job and returns how it ends, for the steps that expect a refusal. */
  const attempt = (client: string, name: string): Promise<void> => queue.run(client, job(name));
  /** Ends a running job and lets the next one start. */
  const finish = async (name: string) => {
    const end = running.get(name);
    if (!end) throw new Error(`${name} is not running (started: ${started.join(', ')})`);
    running.delete(name);
    end();
    await new Promise((r) => setImmediate(r));
  };
  return { queue, started, settled, submit, attempt, finish };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('the fair password-hashing queue', () => {
  it('gives one client at most perClient jobs: one more is refused at once with 429 RATE_LIMITED and Retry-After', async () => {
    const { submit, attempt, finish, queue } = harness();
    submit('A', 'a1');
    submit('A', 'a2');
    const third = await refusal(attempt('A', 'a3'));
    expect(third).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429, retryAfterSeconds: 2 });
    // Another client is not affected.
    submit('B', 'b1');
    expect(queue.load).toEqual({ active: 1, waiting: 2 });
    await finish('a1');
    // a2 runs now (A's turn came first), and A has room for one more.
    submit('A', 'a4');
    expect(queue.load).toEqual({ active: 1, waiting: 2 });
    expect(await refusal(attempt('A', 'a5'))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('serves the waiting clients in turn, whatever order their jobs came in', async () => {
    const { submit, finish, started } = harness({ waiting: 10 });
    submit('X', 'x1');
    submit('A', 'a1');
    submit('A', 'a2');
    submit('B', 'b1');
    submit('B', 'b2');
    submit('C', 'c1');
    for (const name of ['x1', 'a1', 'b1', 'c1', 'a2']) await finish(name);
    expect(started).toEqual(['x1', 'a1', 'b1', 'c1', 'a2', 'b2']);
  });

  it('serves clients that failed lately after the others, and still every fourth turn', async () => {
    const { queue, submit, finish, started } = harness({ waiting: 10 });
    queue.noteFailure('F');
    submit('X', 'x1');
    submit('F', 'f1');
    submit('F', 'f2');
    submit('A', 'a1');
    submit('B', 'b1');
    submit('C', 'c1');
    submit('D', 'd1');
    for (const name of ['x1', 'a1', 'b1', 'c1', 'f1', 'd1']) await finish(name);
    expect(started).toEqual(['x1', 'a1', 'b1', 'c1', 'f1', 'd1', 'f2']);
  });

  it('when full, refuses a waiting job of a client that failed lately (503) to let a newcomer in', async () => {
    const { queue, submit, attempt, settled, finish, started } = harness({ waiting: 2 });
    queue.noteFailure('F');
    submit('X', 'x1');
    const f1 = attempt('F', 'f1');
    submit('B', 'b1');
    submit('C', 'c1');
    const err = await refusal(f1);
    expect(err).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      retryAfterSeconds: 2,
      message: 'Service temporarily unavailable',
    });
    expect(queue.load).toEqual({ active: 1, waiting: 2 });
    // Then a client with two jobs waiting gives up its second one to a client with none.
    await finish('x1');
    submit('B', 'b2');
    await finish('b1');
    expect(started).toEqual(['x1', 'b1', 'c1']);
    submit('C', 'c2');
    submit('D', 'd1');
    await new Promise((r) => setImmediate(r));
    expect(settled.get('c2')).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(settled.has('b2')).toBe(false);
  });

  it('refuses the newcomer (503) when everyone waiting is placed as well as it is', async () => {
    const { submit, attempt, queue } = harness({ waiting: 2 });
    submit('X', 'x1');
    submit('A', 'a1');
    submit('B', 'b1');
    const err = await refusal(attempt('C', 'c1'));
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503, retryAfterSeconds: 2 });
    // A client that failed lately is refused too rather than displace anyone.
    queue.noteFailure('F');
    expect(await refusal(attempt('F', 'f1'))).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(queue.load).toEqual({ active: 1, waiting: 2 });
  });

  it('counts an IPv6 client by its /64, an IPv4 client by its address', () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
