import { QueryFailedError } from 'typeorm';
import { DatabaseUnavailableError } from '../src/db/db-errors';
import { joinableRead, sharedRead } from '../src/db/work-context';
import { currentScope, withScope } from '../src/lib/request-scope';
import { SingleFlight } from '../src/lib/single-flight';

/**
 * A list read other requests joined must not fail them when the client that started it goes
 * away (the bench saw the joiners answered 503 then); it stops only once nobody waits for it.
 * A count the cache shares is read again by a joiner still connected.
 */
describe('shared and detached reads', () => {
  it('a shared read sees an abort only after every waiting client has gone', async () => {
    const flights = new SingleFlight<string>();
    let seen: AbortSignal | undefined;
    let finish!: (v: string) => void;
    const read = () => {
      seen = currentScope()?.signal;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = new AbortController();
    const second = new AbortController();
    const a = withScope({ signal: first.signal }, () => sharedRead(flights, 'home', read));
    const b = withScope({ signal: second.signal }, () => sharedRead(flights, 'home', read));
    expect(seen).toBeDefined();
    first.abort();
    expect(seen!.aborted).toBe(false); // the second client still waits
    second.abort();
    expect(seen!.aborted).toBe(true); // now nobody does: the statement may stop
    finish('page');
    expect(await Promise.all([a, b])).toEqual(['page', 'page']);
  });

  // As the driver's error reaches services: inside TypeORM's QueryFailedError.
  const gone = () =>
    new QueryFailedError('SELECT 1', [], new DatabaseUnavailableError('DB_CLIENT_GONE', 'The client went away'));

  it("a joinable read reads again when another client's disconnect stopped the shared read", async () => {
    const read = jest.fn().mockRejectedValueOnce(gone()).mockResolvedValueOnce('count');
    const mine = new AbortController();
    await withScope({ signal: mine.signal }, async () => expect(await joinableRead(read)).toBe('count'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a joinable read gives up when its own client went away, and on any other error', async () => {
    const mine = new AbortController();
    mine.abort();
    const read = jest.fn().mockRejectedValue(gone());
    await withScope({ signal: mine.signal }, async () => expect(joinableRead(read)).rejects.toThrow('went away'));
    expect(read).toHaveBeenCalledTimes(1);
    const timeout = jest.fn().mockRejectedValue(new DatabaseUnavailableError('DB_STATEMENT_TIMEOUT', 'slow'));
    await expect(joinableRead(timeout)).rejects.toThrow('slow');
    expect(timeout).toHaveBeenCalledTimes(1);
  });
});
