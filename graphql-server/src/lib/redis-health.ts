import type Redis from 'ioredis';
import type { Logger } from './logger';

/** What ioredis rejects a command with once `commandTimeout` passed without a reply. */
const TIMED_OUT = 'Command timed out';

/**
 * Whether a Redis connection is worth asking, shared by everything that uses it (throttle counters,
 * live-update pushes, the public cache, readiness). A stopped Redis refuses at once, but a frozen one
 * (connection open, nothing answering) would make every command wait for its deadline: after one
 * command timed out, Redis counts as down and every call fails at once, so a request waits for at
 * most one deadline in all. A background ping, one at a time, brings it back when it answers.
 */
export class RedisHealth {
  private down = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly name: string,
    /** Between two pings while down: the command deadline, at least a second, so pings never pile up. */
    private readonly pingEveryMs: number,
  ) {
    // A new connection answered its handshake: whatever froze the old one is gone.
    redis.on('ready', () => this.up());
  }

  /** True while Redis counts as down (a command timed out and no ping has answered since). */
  get isDown(): boolean {
    return this.down;
  }

  /** Runs `op` unless Redis counts as down (then rejects at once); a timeout marks it down. */
  async run<T>(op: () => Promise<T>): Promise<T> {
    if (this.down) throw new Error('Redis is not answering (a command timed out; waiting for a ping to answer)');
    try {
      return await op();
    } catch (err) {
      if ((err as Error)?.message === TIMED_OUT) this.markDown();
      throw err;
    }
  }

  /** Stops the pings (the connection is closing). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private markDown() {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.warn(`redis (${this.name}): a command timed out; counting Redis as down until a ping answers`);
    this.schedulePing();
  }

  private schedulePing() {
    if (this.closed || !this.down) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // Straight to the connection (not through `run`): the ping is what may bring Redis back.
      this.redis.ping().then(
        () => this.up(),
        () => this.schedulePing(),
      );
    }, this.pingEveryMs);
    this.timer.unref();
  }

  private up() {
    if (!this.down) return;
    this.down = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.logger.info(`redis (${this.name}): a ping answered; Redis counts as up again`);
  }
}
