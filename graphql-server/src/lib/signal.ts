import { consoleLogger } from './logger';

/**
 * A synchronous "something changed" event with no payload, for caches that must forget what they
 * hold (e.g. products: the public response cache and the list counts). Listeners must not throw;
 * one that does is logged and the others still run.
 */
export class Signal {
  private readonly listeners = new Set<() => void>();

  on(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (err) {
        // A cache that failed to forget is not the writer's failure: the write has happened.
        consoleLogger.error('a change listener failed', { err });
      }
    }
  }
}
