// A small time-limited cache of loads. Concurrent readers of one key share one load; a failed load is not kept.
// Entries are kept in the order they were loaded, which with one lifetime for all is also the order they expire in.
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Past this many keys the oldest goes, so keys made from requests cannot grow without end. */
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops one key, or every key that starts with `prefix*`. */
  delete(key: string): void {
    if (key.endsWith('*')) {
      const prefix = key.slice(0, -1);
      for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
    } else {
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
