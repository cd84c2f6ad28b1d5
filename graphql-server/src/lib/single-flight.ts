/**
 * Identical reads in flight at the same moment share one execution: under a burst of the same
 * list (a popular search, the home page at the start of a lecture break) the database runs it
 * once per round trip instead of once per request. Nothing is kept after it settles, so no
 * answer is older than the read itself. `forget()` (after a write) makes later callers start a
 * new read rather than join one that began before the write.
 *
 * A shared read is given up only when every caller waiting for it has given up: each caller
 * passes the signal of its own request (aborted when its client disconnects), and the read gets
 * a signal of its own that aborts once the last of them did. So one client leaving never fails
 * the others (at the end of a benchmark run, 32 clients leave at once and the next run's first
 * requests used to join their reads and fail with 503).
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, Flight<T>>();
  private generation = 0;

  run(key: string, read: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const k = `${this.generation}:${key}`;
    let flight = this.flights.get(k);
    if (!flight) {
      const controller = new AbortController();
      const started: Flight<T> = { controller, waiting: 0, promise: null as unknown as Promise<T> };
      started.promise = read(controller.signal).finally(() => this.flights.delete(k));
      this.flights.set(k, started);
      flight = started;
    }
    wait(flight, signal);
    return flight.promise;
  }

  forget(): void {
    this.generation += 1;
  }
}

interface Flight<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting whose requests can go away (a caller without a signal never does). */
  waiting: number;
}

function wait<T>(flight: Flight<T>, signal: AbortSignal | undefined): void {
  if (!signal) {
    flight.waiting = Infinity;
    return;
  }
  if (signal.aborted) {
    if (flight.waiting === 0) flight.controller.abort();
    return;
  }
  flight.waiting += 1;
  const leave = () => {
    flight.waiting -= 1;
    if (flight.waiting === 0) flight.controller.abort();
  };
  signal.addEventListener('abort', leave, { once: true });
  flight.promise.then(
    () => signal.removeEventListener('abort', leave),
    () => signal.removeEventListener('abort', leave),
  );
}
