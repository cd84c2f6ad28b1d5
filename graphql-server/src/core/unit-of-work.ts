import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../lib/logger';
import type { DomainEvents, EventName } from './events';

/**
 * One write and everything that follows from it. `publish` runs the event's in-transaction
 * subscribers at once, with the write's own manager, so the rows they write (search rows, history,
 * notifications, webhook deliveries) commit or roll back with it: a crash loses nothing and a
 * failure undoes all of it. What may not roll back (live pushes, Redis, caches) is queued with
 * `afterCommit` and runs only once the transaction has committed.
 */
export interface Tx {
  readonly manager: EntityManager;
  /** Runs the event's in-transaction subscribers now, in order, and queues its after-commit ones. */
  publish<K extends EventName>(name: K, event: DomainEvents[K]): Promise<void>;
  /** Runs after the commit, never after a rollback; a failure is logged, never thrown: the write stands. */
  afterCommit(task: () => unknown): void;
}

type Within<K extends EventName> = (event: DomainEvents[K], tx: Tx) => Promise<void>;
type After<K extends EventName> = (event: DomainEvents[K]) => unknown;

/**
 * Who reacts to which event. Subscribers register once, at start-up (the wiring calls each module's
 * `subscribe`), and run in the order they registered.
 */
export class EventBus {
  private readonly within = new Map<EventName, Within<EventName>[]>();
  private readonly after = new Map<EventName, After<EventName>[]>();

  /** Inside the transaction of the write that published it: for subscribers that write rows. */
  inTransaction<K extends EventName>(name: K, handler: Within<K>): void {
    add(this.within, name, handler as Within<EventName>);
  }

  /** After that transaction commits: for pushes, Redis and caches, which a rollback cannot undo. */
  afterCommit<K extends EventName>(name: K, handler: After<K>): void {
    add(this.after, name, handler as After<EventName>);
  }

  /** @internal The unit of work's side. */
  handlers(name: EventName) {
    return { within: this.within.get(name) ?? [], after: this.after.get(name) ?? [] };
  }
}

function add<T>(map: Map<EventName, T[]>, name: EventName, handler: T): void {
  const list = map.get(name);
  if (list) list.push(handler);
  else map.set(name, [handler]);
}

export class UnitOfWork {
  constructor(
    private readonly ds: DataSource,
    private readonly bus: EventBus,
    private readonly logger: Logger,
  ) {}

  /** Runs `work` in one transaction; the after-commit tasks follow its commit, in order. */
  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const later: (() => unknown)[] = [];
    const result = await this.ds.transaction(async (manager) => {
      const tx: Tx = {
        manager,
        publish: async (name, event) => {
          const { within, after } = this.bus.handlers(name);
          for (const handler of within) await handler(event, tx);
          for (const handler of after) later.push(() => handler(event));
        },
        afterCommit: (task) => void later.push(task),
      };
      return work(tx);
    });
    for (const task of later) {
      try {
        await task();
      } catch (err) {
        this.logger.error('after a commit: a subscriber failed (the write stands)', err);
      }
    }
    return result;
  }
}
