/**
 * Open graphql-ws sockets per key (a user id, a client address): a socket takes a slot when it is
 * accepted and gives it back when it closes, so the counts are exact and a map entry lives only
 * while its key has a socket open.
 */
export class SocketSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `key`, or answers false (and takes nothing) when `key` is at the cap. */
  acquire(key: string): boolean {
    const n = this.open.get(key) ?? 0;
    if (n >= this.max) return false;
    this.open.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = this.open.get(key) ?? 0;
    if (n <= 1) this.open.delete(key);
    else this.open.set(key, n - 1);
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

/**
 * The close code of a socket refused for being over a per-user or per-address cap: 4429 like
 * HTTP's 429, and graphql-ws clients treat it as final (no reconnect storm). The reason says which.
 */
export const WS_CLOSE_TOO_MANY_CONNECTIONS = 4429;
