// A seeded source of numbers for the generated catalogue and history: the same seed gives the same rows, so a
// benchmark can be repeated on the same data.

export type Random = {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [low, high]. */
  int: (low: number, high: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  /** One of the entries, each as likely as its weight. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** `hex` lower-case hexadecimal digits. */
  hex: (digits: number) => string;
};

/** sfc32, seeded through splitmix32: fast, and good enough for test data (not for secrets). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const mix = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of entries) {
        left -= weight;
        if (left < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    hex: (digits) => {
      let out = '';
      while (out.length < digits)
        out += Math.floor(next() * 4294967296)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, digits);
    },
  };
}

export function shuffle<T>(list: T[], random: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * A UUID whose first 48 bits are the time in ms (the layout of version 7): rows made in time order land at the end of
 * their primary key's index instead of all over it, which keeps a million inserts fast.
 */
export function timeOrderedUuid(ms: number, random: Random): string {
  const time = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0').slice(-12);
  const rest = random.hex(19);
  const variant = ((parseInt(rest[3]!, 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${rest.slice(0, 3)}-${variant}${rest.slice(4, 7)}-${rest.slice(7, 19)}`;
}

/** An identifier like the identity provider's own: 32 letters and digits. */
export function identityId(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 32; i++) out += alphabet[Math.floor(random.next() * alphabet.length)];
  return out;
}
