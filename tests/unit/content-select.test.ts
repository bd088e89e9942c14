import { describe, it, expect } from 'vitest';
import { pickForSite, type StoredEntry } from '../../src/lib/content/select';

const entry = (key: string, site: string, position: number): StoredEntry => ({
  key,
  site,
  position,
  data: `${key}@${site}`,
});

describe('pickForSite', () => {
  it('prefers the site’s own entry over the one for ALL, whichever comes first', () => {
    const picked = pickForSite([entry('banner', 'ALL', 1), entry('banner', 'DTC', 1)], 'DTC');
    expect(picked.map((e) => e.data)).toEqual(['banner@DTC']);
    const reversed = pickForSite([entry('banner', 'DTC', 1), entry('banner', 'ALL', 1)], 'DTC');
    expect(reversed.map((e) => e.data)).toEqual(['banner@DTC']);
  });

  it('drops the other site’s entries and keeps ALL where the site has none', () => {
    const picked = pickForSite(
      [entry('banner', 'HPSF', 1), entry('banner', 'ALL', 1), entry('staff-only', 'HPSF', 0)],
      'DTC',
    );
    expect(picked.map((e) => e.data)).toEqual(['banner@ALL']);
  });

  it('orders by position, then by key', () => {
    const picked = pickForSite(
      [entry('c', 'ALL', 2), entry('b', 'DTC', 1), entry('a', 'ALL', 1), entry('z', 'DTC', 0)],
      'DTC',
    );
    expect(picked.map((e) => e.key)).toEqual(['z', 'a', 'b', 'c']);
  });
});
