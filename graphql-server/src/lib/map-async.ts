/**
 * Maps an async iterator without an async generator: `return()` reaches the source at once even
 * while a `next()` is waiting, so an unsubscribe never leaks a listener.
 */
export function mapAsync<T, U>(
  source: AsyncIterator<T>,
  map: (value: T) => Promise<U | typeof END>,
): AsyncIterableIterator<U> {
  const finish = async (): Promise<IteratorResult<U>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next(): Promise<IteratorResult<U>> {
      const r = await source.next();
      if (r.done) return { value: undefined, done: true };
      const mapped = await map(r.value);
      if (mapped === END) return finish();
      return { value: mapped as U, done: false };
    },
    return: finish,
    async throw(err) {
      await finish();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export const END = Symbol('end of stream');
