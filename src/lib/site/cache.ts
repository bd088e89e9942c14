// A small time-limited cache of loads. Concurrent readers of one key share one load; a failed load is not kept.
// Entries are kept in the order they were loaded, which with one lifetime for all is also the order they expire in.
// Besides its count of keys, a cache may be bounded by what its values weigh (bytes, say): each loaded value is
// weighed, and past the bound the oldest go.
export type Weight<V> = { max: number; of: (value: V) => number };

type Entry<V> = { expires: number; value: Promise<V>; weight: number };

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weighed = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Past this many keys the oldest goes, so keys made from requests cannot grow without end. */
    private readonly maxEntries = Number.POSITIVE_INFINITY,
    /** Past this weight of loaded values the oldest go; a value heavier than it alone is not kept. */
    private readonly weight?: Weight<V>,
  ) {}

  /** What the kept values weigh together (0 without a weight bound). */
  get totalWeight(): number {
    return this.weighed;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.remove(key);
    const entry: Entry<V> = { expires: this.now() + this.ttlMs, value, weight: 0 };
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
    value.then(
      (loaded) => {
        if (!this.weight || this.entries.get(key) !== entry) return;
        entry.weight = this.weight.of(loaded);
        this.weighed += entry.weight;
        for (const oldest of this.entries.keys()) {
          if (this.weighed <= this.weight.max) break;
          this.remove(oldest);
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  /** Drops one key, or every key that starts with `prefix*`. */
  delete(key: string): void {
    if (key.endsWith('*')) {
      const prefix = key.slice(0, -1);
      for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.remove(k);
    } else {
      this.remove(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.weighed = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weighed -= entry.weight;
  }
}
