import { describe, expect, it } from 'vitest';
import { INVALID_STORE_ID, isCharityId, parseStoreId } from '../../src/lib/giving/ids';

describe('the giving store id (spec 001 §5)', () => {
  it('reads 32 hex digits in either case, ignoring dashes, braces and spaces', () => {
    const id = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';
    expect(parseStoreId(id)).toBe(id);
    expect(parseStoreId(id.toUpperCase())).toBe(id);
    expect(parseStoreId('{5F0C9E6B-2D8A-4C71-B3E9-A0D4C6F21E87}')).toBe(id);
    expect(parseStoreId(' 5f0c9e6b 2d8a 4c71 b3e9 a0d4c6f21e87 ')).toBe(id);
  });

  it('refuses anything else, so the caller answers Invalid StoreId', () => {
    for (const bad of [
      '',
      '5f0c9e6b2d8a4c71b3e9a0d4c6f21e8',
      '5f0c9e6b2d8a4c71b3e9a0d4c6f21e877',
      'g'.repeat(32),
      '5f0c9e6b_2d8a4c71b3e9a0d4c6f21e87',
      null,
      undefined,
    ])
      expect(parseStoreId(bad), String(bad)).toBeNull();
    expect(INVALID_STORE_ID).toBe('Invalid StoreId');
  });
});

describe('cause ids (spec 001 §5)', () => {
  it('takes digits, slashes and dashes up to 31 characters for a charity', () => {
    for (const id of ['53-0196605', '13/1623829', '1', '1'.repeat(31)]) expect(isCharityId(id), id).toBe(true);
  });

  it('takes every other id for a portfolio', () => {
    for (const id of ['1'.repeat(32), 'a1b2c3d4e5f60718293a4b5c6d7e8f90', '53-0196605x', '', '53 0196605'])
      expect(isCharityId(id), id).toBe(false);
  });
});
