/** A list's count as the list query (products.query.ts) answers it and this cache keeps it. */
export interface ListCount {
  totalCount: number;
  /** True when a search had more than SEARCH_COUNT_CAP (products.query.ts) matches and totalCount is the cap. */
  capped: boolean;
}

/** How long a list count is reused as is; writes on this instance forget every count at once. */
export const COUNT_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  at: number;
  value: Promise<ListCount>;
  /** The last count that completed, served while a newer one runs. */
  settled: ListCount | null;
  refreshing: boolean;
}

/**
 * Recent list counts, per filter. Counting the approved products of a million rows reads the
 * whole status index (about 0.4 s); the same home, category or search asked again reuses the
 * number. Past COUNT_TTL_MS the old number is still answered while one request recounts in the
 * background, so no request waits for a recount except the first after a write.
 *
 * The products service clears it after each of its own writes, so its users see their change at
 * once; another instance's write shows here after COUNT_TTL_MS and one recount at most (a count,
 * never a listing: the pages themselves are always read fresh).
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string, count: () => Promise<ListCount>): Promise<ListCount> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && t - hit.at < COUNT_TTL_MS) return hit.value;
    if (hit?.settled) {
      if (!hit.refreshing) this.refresh(key, hit, count);
      return Promise.resolve(hit.settled);
    }
    // A burst of identical requests shares one COUNT: the promise itself is kept.
    const entry: Entry = { at: t, value: count(), settled: null, refreshing: false };
    this.keep(key, entry);
    this.settle(key, entry, entry.value);
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private refresh(key: string, entry: Entry, count: () => Promise<ListCount>): void {
    entry.refreshing = true;
    const value = count();
    value.catch(() => {}); // a failed recount keeps the old number until the next try
    this.settle(key, entry, value, () => {
      entry.refreshing = false;
    });
  }

  /** Records a finished count in its entry, unless a write (clear) happened meanwhile. */
  private settle(key: string, entry: Entry, value: Promise<ListCount>, done?: () => void): void {
    const generation = this.generation;
    value.then(
      (result) => {
        done?.();
        if (this.generation !== generation || this.entries.get(key) !== entry) return;
        entry.settled = result;
        entry.value = value;
        entry.at = this.now();
      },
      () => {
        done?.();
        // A first count that failed is not kept: the next request tries again.
        if (!entry.settled && this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  private keep(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(key); // re-inserted last: the map's order is the age order
    this.entries.set(key, entry);
  }
}
