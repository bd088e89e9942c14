// Which events the capped store lets go (API.md "Giving", POST events). Each client keeps at most its share; when the
// store is still over its cap, the clients holding the most lose their oldest first, down to a common level, so a
// client that floods the store (alone or with many addresses) evicts its own events before anyone else's. Pure.

/**
 * How many of each client's oldest events to delete so that no client holds more than `perClient` and all of them
 * together no more than `cap`. Clients that lose nothing are left out.
 */
export function eventsToEvict(
  counts: ReadonlyMap<string, number>,
  limits: { cap: number; perClient: number },
): Map<string, number> {
  const kept = new Map([...counts].map(([client, n]) => [client, Math.min(Math.max(n, 0), limits.perClient)]));
  const total = [...kept.values()].reduce((sum, n) => sum + n, 0);
  const excess = total - Math.max(limits.cap, 0);
  if (excess > 0) {
    // The highest level at which trimming every client down to it frees at least the excess.
    const freedAt = (level: number) => [...kept.values()].reduce((sum, n) => sum + Math.max(n - level, 0), 0);
    let low = 0;
    let high = Math.max(...kept.values());
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (freedAt(mid) >= excess) low = mid;
      else high = mid - 1;
    }
    // Down to one above that level, then one more from each of the largest holders in turn until the excess is met.
    let left = excess - freedAt(low + 1);
    const byMost = [...kept].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
    for (const [client, n] of byMost) {
      let next = Math.min(n, low + 1);
      if (left > 0 && next > low) {
        next -= 1;
        left -= 1;
      }
      kept.set(client, next);
    }
  }
  const evict = new Map<string, number>();
  for (const [client, n] of counts) {
    const gone = n - (kept.get(client) ?? 0);
    if (gone > 0) evict.set(client, gone);
  }
  return evict;
}
