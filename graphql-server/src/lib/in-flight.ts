/**
 * Work a stopping process lets finish before it closes the database under it (README "Stopping"):
 * each HTTP request from its arrival until its handler is done, which for a client that went away
 * is later than the end of its connection (the handler still runs, and still uses the database).
 * Each piece of work comes with its AbortController, which the stop aborts at its deadline to
 * cancel what still runs.
 */
export class InFlight {
  private readonly running = new Set<AbortController>();
  private idle: (() => void)[] = [];

  /** Pieces of work still running. */
  get size(): number {
    return this.running.size;
  }

  /** Counts `controller`'s work until the returned function is called (calling it again does nothing). */
  begin(controller: AbortController): () => void {
    this.running.add(controller);
    return () => {
      if (!this.running.delete(controller) || this.running.size) return;
      for (const resolve of this.idle.splice(0)) resolve();
    };
  }

  /** Resolves once nothing runs. */
  settled(): Promise<void> {
    if (!this.running.size) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Aborts every piece of work still running with `reason`. */
  cancel(reason: unknown): void {
    for (const controller of this.running) controller.abort(reason);
  }
}

/** Whether `promise` settles within `ms` (it keeps running either way; the timer never holds the process). */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
    timer.unref();
  });
  try {
    return await Promise.race([promise.then(() => true as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}
