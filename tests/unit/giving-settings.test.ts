import { describe, expect, it } from 'vitest';
import demoStore from '../../src/content/giving-store.json';
import { DEMO_STORE_ID, givingSettingsProblems, storeIdSetting } from '../../src/lib/giving/settings';

describe('GIVING_STORE_ID (spec 001 §5 store id)', () => {
  it('defaults to the seeded demo store', () => {
    expect(DEMO_STORE_ID).toBe(demoStore.id);
    expect(storeIdSetting(undefined)).toBe(DEMO_STORE_ID);
    expect(storeIdSetting('')).toBe(DEMO_STORE_ID);
    expect(givingSettingsProblems({})).toEqual([]);
  });

  it('reads an id as spec 001 §5 does', () => {
    expect(storeIdSetting('{5F0C9E6B-2D8A-4C71-B3E9-A0D4C6F21E87}')).toBe(DEMO_STORE_ID);
    expect(givingSettingsProblems({ GIVING_STORE_ID: 'AAAAAAAA-aaaa-aaaa-aaaa-aaaaaaaaaaaa' })).toEqual([]);
  });

  it('names a malformed id in one line, so the server stops at start', () => {
    expect(givingSettingsProblems({ GIVING_STORE_ID: 'demo-store' })).toEqual([
      'GIVING_STORE_ID must be 32 hexadecimal digits; dashes, braces and spaces are ignored (got "demo-store")',
    ]);
  });
});
