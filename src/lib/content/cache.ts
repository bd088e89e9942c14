// A small time-limited cache of loads. Concurrent readers of one key share one load; a failed load is not kept.
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
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
