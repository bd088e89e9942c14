// The capped store of the widget's events (spec 001 §7 POST /events, API.md "Giving"): one client's flood evicts its
// own events, never another's.
import { describe, expect, it } from 'vitest';
import { eventsToEvict } from '../../src/lib/giving/event-store';
import { jsonBytes } from '../../src/lib/giving/limits';

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));
const evicted = (entries: Record<string, number>, cap: number, perClient = Infinity) =>
  Object.fromEntries(eventsToEvict(counts(entries), { cap, perClient }));

describe('eventsToEvict', () => {
  it('lets nothing go while the store is within its cap and every client within its share', () => {
    expect(evicted({ a: 3, b: 5 }, 10, 5)).toEqual({});
  });

  it('trims a client over its share to its share, whatever room the store has', () => {
    expect(evicted({ flood: 900, shopper: 3 }, 10_000, 500)).toEqual({ flood: 400 });
  });

  it('takes from the largest holder first: a flood from one client evicts only its own events', () => {
    expect(evicted({ shopper: 3, flood: 10_500 }, 10_000)).toEqual({ flood: 503 });
  });

  it('levels many large holders down together and leaves the small ones whole', () => {
    const crowd = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`c${i}`, 300]));
    const gone = evicted({ ...crowd, shopper: 3, other: 12 }, 10_000);
    expect(gone.shopper).toBeUndefined();
    expect(gone.other).toBeUndefined();
    const total = Object.values(gone).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(40 * 300 + 15 - 10_000);
    // Evenly: every client of the crowd keeps 249 or 250.
    for (let i = 0; i < 40; i++) expect([50, 51]).toContain(gone[`c${i}`]);
  });

  it('evicts exactly the excess, one more from the largest holders when the level does not divide it', () => {
    expect(evicted({ a: 10, b: 10, c: 1 }, 18)).toEqual({ a: 2, b: 1 });
    expect(evicted({ a: 7, b: 4 }, 10)).toEqual({ a: 1 });
  });

  it('empties the store at a cap of 0, and reads a negative count as none', () => {
    expect(evicted({ a: 2, b: 1 }, 0)).toEqual({ a: 2, b: 1 });
    expect(evicted({ a: -4, b: 2 }, 1)).toEqual({ b: 1 });
  });
});

describe('jsonBytes', () => {
  it('counts UTF-8 bytes of the JSON, not characters', () => {
    expect(jsonBytes({ a: 'x' })).toBe(9);
    expect(jsonBytes('€')).toBe(5);
  });
});
