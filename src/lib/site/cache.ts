// A time-limited cache of loads, on lru-cache. Concurrent readers of one key share one load; a failed load is not
// kept. Besides its lifetime, a cache may be bounded by its count of keys and by what its values weigh (bytes, say):
// past either bound the least recently used go.
import { LRUCache } from 'lru-cache';

export type Weight<V> = { max: number; of: (value: V) => number };

/** lru-cache keeps no null or undefined, which a load may answer ("no such image"): each value travels in a box. */
type Box<V> = { value: V };

export class TtlCache<V> {
  private readonly entries: LRUCache<string, Box<V>, () => Promise<V>>;
  /** Loads lru-cache abandoned because their key went (dropped, pushed out), to tell them from loads that failed. */
  private abandoned = 0;

  constructor(
    ttlMs: number,
    now: () => number = Date.now,
    /** Past this many keys the least recently used goes, so keys made from requests cannot grow without end. */
    maxEntries = Number.POSITIVE_INFINITY,
    /** Past this weight of loaded values the least recently used go; a value heavier than it alone is not kept. */
    weight?: Weight<V>,
  ) {
    // lru-cache's types want one bound spelled out; each cache here has its lifetime, its count or both, and
    // lru-cache refuses at once one that has neither.
    const options = {
      // Without a bound of keys, an entry leaves when it expires, so the keys seen once do not pile up.
      ...(Number.isFinite(ttlMs)
        ? { ttl: ttlMs, ttlResolution: 0, ttlAutopurge: !Number.isFinite(maxEntries) && !weight }
        : {}),
      ...(Number.isFinite(maxEntries) ? { max: maxEntries } : {}),
      ...(weight ? { maxSize: weight.max, sizeCalculation: (box: Box<V>) => Math.max(1, weight.of(box.value)) } : {}),
      perf: { now },
      fetchMethod: async (
        _key: string,
        _stale: unknown,
        { context, signal }: { context: () => Promise<V>; signal: AbortSignal },
      ) => {
        // lru-cache also aborts a load's signal when it drops a load that failed: only an abort while the load runs
        // is an abandoned load.
        let running = true;
        signal.addEventListener('abort', () => void (running && this.abandoned++), { once: true });
        try {
          return { value: await context() };
        } finally {
          running = false;
        }
      },
    } as LRUCache.Options<string, Box<V>, () => Promise<V>>;
    this.entries = new LRUCache(options);
  }

  /** What the kept values weigh together (0 without a weight bound). */
  get totalWeight(): number {
    return this.entries.calculatedSize;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const abandoned = this.abandoned;
    try {
      const box = await this.entries.fetch(key, { context: load });
      if (box) return box.value;
    } catch (error) {
      if (this.abandoned === abandoned) throw error;
    }
    // lru-cache abandons a load whose key goes (dropped, pushed out) while it runs: what it loaded may already be out
    // of date, so this reader loads afresh and keeps nothing.
    return load();
  }

  /** Drops one key, or every key that starts with `prefix*`. */
  delete(key: string): void {
    if (!key.endsWith('*')) return void this.entries.delete(key);
    const prefix = key.slice(0, -1);
    for (const k of [...this.entries.keys()]) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  clear(): void {
    this.entries.clear();
  }
}
