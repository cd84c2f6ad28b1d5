import { type AppError, rateLimited, unavailable } from './errors';

export interface FairQueueOptions {
  /** Jobs running at once, all clients together. */
  concurrency: number;
  /** Jobs waiting for a free slot, all clients together. */
  waiting: number;
  /** Jobs one client may have running or waiting; one more is refused at once with 429. */
  perClient: number;
  /** How long a failure (a wrong password, or more jobs at once than perClient) puts its client behind the others. */
  failureMemoryMs: number;
  /** The Retry-After of a refusal. */
  retryAfterSeconds: number;
}

interface Waiter {
  start(): void;
  refuse(err: AppError): void;
}

interface Client {
  key: string;
  running: number;
  waiting: Waiter[];
}

/** Clients remembered as having failed recently; the oldest are forgotten beyond this. */
const FAILURES_KEPT = 10_000;
/** While clients with recent failures wait, one of them is served after this many others in a row. */
const CLEAN_TURNS = 3;

/**
 * A fair semaphore for expensive work done for clients (password hashing), so that a flood from a
 * few addresses cannot lock everyone else out:
 *
 * - each client (an address) has at most `perClient` jobs running or waiting; one more is refused
 *   at once with 429 RATE_LIMITED, so one address never holds more than its share of the line;
 * - free slots go round robin across the clients that wait, and clients without a recent failure
 *   first: a wrong password (noteFailure) or a job over the client's share puts it behind the
 *   others for `failureMemoryMs` (it is never starved: it gets every CLEAN_TURNS-th turn);
 * - when the line is full, a newcomer takes the place of the last waiting job of a client that is
 *   worse placed (a recent failure, then more jobs), which is refused with 503 SERVICE_UNAVAILABLE;
 *   with no such job, the newcomer is refused instead. So a client with no recent failure is refused
 *   only when the line is full of other such clients: when the machine itself has no capacity.
 *
 * Refusals carry Retry-After. A slot is handed from the job that ends to the next one, so a newcomer
 * never overtakes a job already waiting.
 */
export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  /** Clients with a job running or waiting. */
  private readonly clients = new Map<string, Client>();
  /** The clients with waiting jobs, in the order of their next turn. */
  private readonly turns: Client[] = [];
  /** When each recently failed client's failure is forgotten (insertion order = oldest first). */
  private readonly failures = new Map<string, number>();
  private cleanStreak = 0;

  constructor(private readonly options: FairQueueOptions) {
    if (options.concurrency < 1) throw new Error('FairQueue: concurrency must be at least 1');
    if (options.perClient < 1) throw new Error('FairQueue: perClient must be at least 1');
  }

  /** Jobs running and waiting (for tests and health output). */
  get load(): { active: number; waiting: number } {
    return { active: this.running, waiting: this.waitingCount };
  }

  /** The client failed (a wrong password): it goes behind the others for `failureMemoryMs`. */
  noteFailure(key: string): void {
    this.failures.delete(key);
    this.failures.set(key, Date.now() + this.options.failureMemoryMs);
    if (this.failures.size > FAILURES_KEPT) this.failures.delete(this.failures.keys().next().value as string);
  }

  async run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const client = this.clients.get(key) ?? { key, running: 0, waiting: [] };
    if (client.running + client.waiting.length >= this.options.perClient) {
      // More at once than anyone signing in sends: a flood, served after the others from now on.
      this.noteFailure(key);
      throw rateLimited(
        this.options.retryAfterSeconds,
        'Another password check from your address is still running. Try again in a moment.',
      );
    }
    this.clients.set(key, client);
    if (this.running < this.options.concurrency && this.waitingCount === 0) {
      this.running += 1;
      client.running += 1;
    } else {
      if (this.waitingCount >= this.options.waiting) this.makeRoomFor(client);
      await new Promise<void>((start, refuse) => {
        client.waiting.push({ start, refuse });
        this.waitingCount += 1;
        if (client.waiting.length === 1) this.turns.push(client);
      });
    }
    try {
      return await job();
    } finally {
      this.running -= 1;
      client.running -= 1;
      this.forgetIfIdle(client);
      this.dispatch();
    }
  }

  /** Starts waiting jobs while slots are free (the counts are taken here, before the job resumes). */
  private dispatch(): void {
    while (this.running < this.options.concurrency && this.turns.length > 0) {
      const index = this.nextTurn();
      const client = this.turns.splice(index, 1)[0];
      const waiter = client.waiting.shift() as Waiter;
      if (client.waiting.length > 0) this.turns.push(client);
      this.waitingCount -= 1;
      this.running += 1;
      client.running += 1;
      waiter.start();
    }
  }

  /** The position in `turns` of the client served next: the first without a recent failure, mostly. */
  private nextTurn(): number {
    const clean = this.turns.findIndex((c) => !this.failedRecently(c.key));
    const failed = this.turns.findIndex((c) => this.failedRecently(c.key));
    if (clean < 0 || (failed >= 0 && this.cleanStreak >= CLEAN_TURNS)) {
      this.cleanStreak = 0;
      return failed;
    }
    this.cleanStreak = failed >= 0 ? this.cleanStreak + 1 : 0;
    return clean;
  }

  /** Refuses the last waiting job of the worst-placed client if it is placed worse than `newcomer`; else refuses the newcomer. */
  private makeRoomFor(newcomer: Client): void {
    // Higher is worse placed: a recent failure outweighs any number of jobs (at most perClient).
    const rank = (c: Client, extra: number) =>
      (this.failedRecently(c.key) ? this.options.perClient + 1 : 0) + c.running + c.waiting.length + extra;
    let victim: Client | undefined;
    for (const c of this.turns) if (c !== newcomer && (!victim || rank(c, 0) > rank(victim, 0))) victim = c;
    if (!victim || rank(victim, 0) <= rank(newcomer, 1)) {
      this.forgetIfIdle(newcomer);
      throw unavailable(this.options.retryAfterSeconds);
    }
    const waiter = victim.waiting.pop() as Waiter;
    this.waitingCount -= 1;
    if (victim.waiting.length === 0) this.turns.splice(this.turns.indexOf(victim), 1);
    this.forgetIfIdle(victim);
    waiter.refuse(unavailable(this.options.retryAfterSeconds));
  }

  private failedRecently(key: string): boolean {
    const until = this.failures.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.failures.delete(key);
    return false;
  }

  private forgetIfIdle(client: Client): void {
    if (client.running === 0 && client.waiting.length === 0) this.clients.delete(client.key);
  }
}
